import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 15: content scrolled under a transparent or translucent bar brings in the bar's
/// background and hairline over the first few points, as iOS's bars change appearance.
final class BarScrollEdgeTests: XCTestCase {
    /// One long page of rows under a bar of `bar` style and `barColor`.
    private func navigator(bar: String, barColor: String = "#F7F7F7") throws -> Navigator {
        let rows = (1...40).map { ##"{"kind": "row", "title": "Row \##($0)"}"## }.joined(separator: ", ")
        let text = ##"{"pages": [{"id": "list", "bar": "\##(bar)", "barColor": "\##(barColor)", "background": "#1E3A8A", "content": [\##(rows)]}]}"##
        return Navigator(scene: try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: "/"), style: .slideback)
    }

    /// The bar drawn now.
    private func bar(_ navigator: Navigator) throws -> BarContent {
        try XCTUnwrap(navigator.frame().layers.lazy.compactMap { layer -> BarContent? in
            if case .navigationBar(let bar) = layer.content { return bar } else { return nil }
        }.first)
    }

    func testATransparentBarGainsItsBackgroundAndHairlineOverTheFirstPoints() throws {
        var navigator = try navigator(bar: "transparent")
        let atTop = try bar(navigator)
        XCTAssertNil(atTop.background, "at the top the page shows through")
        XCTAssertEqual(atTop.titleColor, .white, "the title reads on the dark page")
        navigator.dragContentUp(by: 5)
        let half = try bar(navigator)
        XCTAssertEqual(half.hairlineAlpha, 0.5, accuracy: 1e-9, "half of the 10 pt")
        XCTAssertEqual(half.background?.alpha, 128)
        XCTAssertEqual(half.background?.red, 0xF7)
        navigator.dragContentUp(by: 40)
        let under = try bar(navigator)
        XCTAssertEqual(under.hairlineAlpha, 1)
        XCTAssertEqual(under.background, Color(rgb: 0xF7F7F7), "the bar colour, fully in")
        XCTAssertEqual(under.titleColor, BarPalette(page: {
            var page = navigator.scene.pages[0]
            page.bar = .opaque
            return page
        }()).title, "the title reads on the bar now")
        XCTAssertGreaterThanOrEqual(under.titleColor.contrastRatio(with: Color(rgb: 0xF7F7F7)), Color.minimumTextContrast)
    }

    func testATranslucentBarGainsItsHairlineAndAnOpaqueOneStaysAsItIs() throws {
        var translucent = try navigator(bar: "opaque", barColor: "#F7F7F7C0")
        XCTAssertEqual(try bar(translucent).hairlineAlpha, 0, "no hairline at the top")
        XCTAssertEqual(try bar(translucent).background, Color(red: 0xF7, green: 0xF7, blue: 0xF7, alpha: 0xC0))
        translucent.dragContentUp(by: 30)
        XCTAssertEqual(try bar(translucent).hairlineAlpha, 1)

        var opaque = try navigator(bar: "opaque")
        let before = try bar(opaque)
        opaque.dragContentUp(by: 30)
        XCTAssertEqual(try bar(opaque), before, "an opaque bar is the same scrolled or not")
        XCTAssertEqual(before.hairlineAlpha, 1)
    }

    func testThePictureOfABarIsAsItWasWhenTaken() throws {
        var navigator = try navigator(bar: "transparent")
        navigator.dragContentUp(by: 30)
        let entry = SnapshotEntry(key: SnapshotKey(page: navigator.top, kind: .bar), depth: 0, capturedAt: 0,
                                  verticalScroll: navigator.verticalScroll(of: navigator.top))
        let picture = PageLayers(scene: navigator.scene, layout: navigator.layout).picture(of: entry)
        guard case .navigationBar(let pictured) = picture.first?.content else { return XCTFail("no bar in the picture") }
        XCTAssertEqual(pictured, try bar(navigator))
    }
}
