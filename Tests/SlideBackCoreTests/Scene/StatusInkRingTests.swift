@testable import SlideBackCore
import XCTest

/// The status text over the fading edge of a scaled or rounded page (issue 31 item 4): the row of
/// pixels the edge passes through blends the two sides, a colour that can be darker than either,
/// so that row gets its own colour and is drawn on exactly that row.
final class StatusInkRingTests: XCTestCase {
    /// ios-zoom's case: its card's top edge (teal bar) over the dimmed orange bar underneath.
    private static let teal = Color(rgb: 0x13877A), dimmedOrange = Color(red: 242, green: 76, blue: 0)
    private static let edge = 21.3

    /// What lies under the text: the orange above the edge, the card's teal below it.
    private static func under(_ x: Double, _ y: Double) -> [Color] { y < edge ? [dimmedOrange] : [teal] }

    func testTheRowAFadingEdgePassesThroughGetsAColourThatReadsOnTheBlend() throws {
        // The premise: black reads on both bars, and not on their blend; white only on the blend.
        let blend = Self.dimmedOrange.overlaid(with: Self.teal, alpha: 0.5)
        for bar in [Self.teal, Self.dimmedOrange] {
            XCTAssertGreaterThanOrEqual(Color.black.contrastRatio(with: bar), Color.minimumTextContrast)
        }
        XCTAssertLessThan(Color.black.contrastRatio(with: blend), Color.minimumTextContrast)

        let ring = StatusInk.Ring(y: Self.edge, between: 0, and: 400)
        let ink = Frame.ink(preferring: .black, width: 400, rings: [ring], under: Self.under)
        XCTAssertEqual(ink.bands.map(\.ring), [false, true, false])
        XCTAssertEqual(ink.bands[1].top, Self.edge)
        for x in stride(from: StatusInk.clockX, through: StatusInk.clockX + StatusInk.clockWidth, by: 1) {
            XCTAssertEqual(ink.color(at: x, y: 15), .black, "above the edge at \(x)")
            XCTAssertEqual(ink.color(at: x, y: 30), .black, "below the edge at \(x)")
            for share in [0.4, 0.5, 0.6] {
                let drawn = Self.dimmedOrange.overlaid(with: Self.teal, alpha: share)
                XCTAssertGreaterThanOrEqual(ink.bands[1].stretches.last { $0.start <= x }!.color.contrastRatio(with: drawn),
                                            Color.minimumTextContrast, "the edge's row at \(x), \(share) of the card")
            }
        }
        // Without the edge known, black everywhere: the blend's row had it (3.95:1 drawn).
        XCTAssertEqual(Frame.ink(preferring: .black, width: 400, under: Self.under).single, .black)
    }

    func testTheEdgesRowIsThePixelRowItPassesThroughAndTheNextBandStartsBelowIt() throws {
        let ink = Frame.ink(preferring: .black, width: 400, rings: [StatusInk.Ring(y: Self.edge, between: 0, and: 400)], under: Self.under)
        for factor in [1.0, 2.0, 3.0] {
            let pieces = ink.pieces(from: StatusInk.clockX, to: StatusInk.clockX + 10) { $0 * factor }
            XCTAssertEqual(pieces.count, 3, "at \(factor)x")
            let row = (Self.edge * factor).rounded(.down)
            XCTAssertEqual(pieces.map(\.top), [-.infinity, row, row + 1], "at \(factor)x")
            XCTAssertEqual(pieces.map(\.bottom), [row, row + 1, .infinity], "at \(factor)x")
        }
    }

    func testAnEdgeOutsideItsSpanOrAwayFromTheTextLeavesOneColour() {
        let beside = StatusInk.Ring(y: Self.edge, between: 200, and: 400), below = StatusInk.Ring(y: 60, between: 0, and: 400)
        let ink = Frame.ink(preferring: .black, width: 150, rings: [beside, below]) { x, y in
            y > 60 ? [Self.teal] : [Self.dimmedOrange]
        }
        XCTAssertEqual(ink.single, .black)
    }
}
