import Foundation
import XCTest
@testable import SlideBackCore

/// `ios-zoom`, iOS 18's zoom transition, against the constants fitted to recordings in
/// JakeThomson/swift_transitions `lib/src/zoom/zoom_dismiss_physics.dart`, written out here:
/// 0.67 of scale lost per card height (per card width from the edge), a rubber band past 0.52
/// toward 0.37, a release landing below 0.905 (pan) or 0.70 (edge) projected 0.12 s, the landing
/// spring k225/c22.5, and the page underneath unmoved under 0.07 of black.
final class IOSZoomStyleTests: XCTestCase {
    private let progresses = [0.1, 0.25, 0.5, 0.75, 0.9]
    private let screen = Size(width: screenWidth, height: 896)

    /// A root page with a grid of two colour cards, the second the zoom source, and a page to push.
    private func scene() throws -> Scene {
        let text = ##"{"pages": [{"id": "grid", "content": [{"kind": "text", "text": "Picks", "size": 20},"##
            + ##"{"kind": "grid", "columns": 2, "cards": [{"title": "A", "color": "#FF0000"},"##
            + ##"{"title": "B", "color": "#00FF00", "zoomSource": true}]}]},"##
            + ##"{"id": "detail", "content": [{"kind": "text", "text": "Detail"}]}]}"##
        return try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: "/")
    }

    /// The rectangle `transform` puts the full screen in.
    private func rect(_ transform: PageTransform) -> Rect {
        transform.apply(to: Rect(size: screen), in: Rect(size: screen))
    }

    private func assertRect(_ actual: Rect, _ expected: Rect, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        for (a, e, edge) in [(actual.x, expected.x, "x"), (actual.y, expected.y, "y"), (actual.width, expected.width, "width"),
                             (actual.height, expected.height, "height")] {
            XCTAssertEqual(a, e, accuracy: 1e-9, "\(message): \(edge)", file: file, line: line)
        }
    }

    func testTheEdgeSwipeShrinksThePageBy067PerWidthOverAStillDimmedPage() throws {
        // Posed without a finger's hold (`Slide.grab`), it shrinks about its centre; a finger's
        // grabbed point is the pivot (`ZoomDismissDragTests`).
        for p in progresses {
            let pose = try posed("ios-zoom", p)
            let scale = max(0.37, 1 - 0.67 * p)
            XCTAssertEqual(pose.front.scale, scale, accuracy: 1e-12, "uniform scale at p \(p)")
            XCTAssertEqual(pose.front.scaleY, scale, accuracy: 1e-12, "uniform scale at p \(p)")
            assertRect(rect(pose.front), Rect(x: screenWidth * (1 - scale) / 2, y: 896 * (1 - scale) / 2,
                                              width: screenWidth * scale, height: 896 * scale), "centred at p \(p)")
            XCTAssertEqual(pose.front.cornerRadius, 12, "a rounded card while it moves")
            XCTAssertEqual(pose.back.x, 0, "the page underneath stays put")
            XCTAssertEqual(pose.back.scale, 1, "and unscaled")
            XCTAssertEqual(pose.back.dimming ?? .nan, 0.07 * (1 - p), accuracy: 1e-12, "dimmed 0.07 at full cover")
        }
        XCTAssertEqual(try posed("ios-zoom", 0.98).front.scale, 0.37, accuracy: 1e-12, "the edge swipe's floor")
    }

    func testThePanDismissalRubberBandsPastTheKneeTowardTheFloor() {
        let fit = ZoomDismiss()
        for travel in [0.1, 0.25, 0.4, 0.52] {
            XCTAssertEqual(fit.panScale(travel: travel), 1 - 0.67 * travel, accuracy: 1e-12, "linear to the knee, \(travel)")
        }
        // Past 0.52 the travel is rubber-banded toward (1 - 0.37) / 0.67 card heights.
        let limit = (1 - 0.37) / 0.67 - 0.52
        for travel in [0.6, 0.8, 1.2, 3] {
            let banded = 0.52 + (1 - 1 / ((travel - 0.52) / limit + 1)) * limit
            XCTAssertEqual(fit.panScale(travel: travel), 1 - 0.67 * banded, accuracy: 1e-12, "banded, \(travel)")
            XCTAssertGreaterThan(fit.panScale(travel: travel), 0.37, "never reaching the floor")
        }
        XCTAssertEqual(fit.panScale(travel: 0.8), 0.545, accuracy: 0.01, "the fit: 0.545 at 0.8 of the height")
        XCTAssertEqual(fit.panScale(travel: -0.3), 1, "dragging up does not grow it")
    }

    func testAPanDownOf40PercentOfTheCardLandsAndOneAboveTheCommitScaleReturns() {
        let fit = ZoomDismiss()
        XCTAssertEqual(fit.panScale(travel: 0.4), 0.732, accuracy: 1e-12)
        XCTAssertTrue(fit.panCommits(travel: 0.4), "0.732 is below 0.905: it lands on its source")
        XCTAssertFalse(fit.panCommits(travel: 0.1), "0.933 is above 0.905: it returns")
        // 0.905 is 0.1418 of a height; 0.12 s of velocity carries a release past it.
        XCTAssertFalse(fit.panCommits(travel: 0.14))
        XCTAssertTrue(fit.panCommits(travel: 0.1, velocity: 0.5), "0.1 + 0.12 * 0.5 = 0.16 heights")
    }

    func testAnEdgeReleaseLandsBelowScale070ProjectedByATenthOfASecondAndAFifth() throws {
        let spec = try builtInSpec("ios-zoom")
        // Scale 0.70 is (1 - 0.70) / 0.67 = 0.4478 of the width.
        XCTAssertFalse(spec.judgeRelease(progress: 0.44, velocity: 0, width: screenWidth).completes, "scale 0.705: returns")
        XCTAssertTrue(spec.judgeRelease(progress: 0.46, velocity: 0, width: screenWidth).completes, "scale 0.692: lands")
        XCTAssertTrue(spec.judgeRelease(progress: 0.40, velocity: 0.5, width: screenWidth).completes, "0.40 + 0.12 * 0.5 = 0.46")
        XCTAssertFalse(spec.judgeRelease(progress: 0.40, velocity: 0.3, width: screenWidth).completes, "0.40 + 0.12 * 0.3 = 0.436")
        XCTAssertEqual(spec.settleCurve, .spring)
        XCTAssertEqual([spec.springStiffness, spec.springDamping, spec.springMass], [225, 22.5, 1], "the landing spring")
    }

    func testThePushGrowsOutOfTheSourceCardsRectangleInThePageUnderneath() throws {
        let scene = try scene()
        var navigator = Navigator(scene: scene, spec: try builtInSpec("ios-zoom"))
        navigator.step(frameSeconds)
        // The green card's picture as the root page draws it at rest: the card is that picture
        // and its two lines of text, 52 points under it.
        let green = try XCTUnwrap(navigator.frame().groups.flatMap(\.layers).first { layer in
            if case .piece(.box(let color, _)) = layer.content { return color == Color(rgb: 0x00FF00) }
            return false
        })
        let card = Rect(x: green.frame.x, y: green.frame.y, width: green.frame.width, height: green.frame.height + 52)
        navigator.perform(.push)
        navigator.step(0)
        let start = try XCTUnwrap(navigator.pose)
        XCTAssertEqual(start.slide.fraction, 1, accuracy: 1e-9, "a push starts at p = 1")
        assertRect(rect(start.front), card, "the page starts as the source card")
        // A pop flies the other way, from full screen at p = 0 to the card at p = 1.
        var pop = start.slide
        pop.phase = .pop
        assertRect(rect(try builtInSpec("ios-zoom").pose(of: pop, screen: screen, source: card).front), card, "a pop ends on it")
        pop.fraction = 0
        assertRect(rect(try builtInSpec("ios-zoom").pose(of: pop, screen: screen, source: card).front), Rect(size: screen), "from full screen")
    }

    func testACompletingReleaseFliesFromWhereItWasLetGoToTheSource() throws {
        let spec = try builtInSpec("ios-zoom"), source = Rect(x: 214, y: 300, width: 184, height: 190)
        var slide = Slide(front: PageInstance(serial: 1, specIndex: 1), back: PageInstance(serial: 0, specIndex: 0), fraction: 0.5, phase: .drag)
        slide.releasedAt = 0.5
        slide.completing = true
        let letGo = Rect(x: screenWidth * 0.1675, y: 896 * 0.1675, width: screenWidth * 0.665, height: 896 * 0.665)
        assertRect(rect(spec.pose(of: slide, screen: screen, source: source).front), letGo, "where it was let go: scale 0.665")
        slide.fraction = 0.75
        let half = Rect(x: (letGo.x + source.x) / 2, y: (letGo.y + source.y) / 2, width: (letGo.width + source.width) / 2,
                        height: (letGo.height + source.height) / 2)
        assertRect(rect(spec.pose(of: slide, screen: screen, source: source).front), half, "half way to the source")
        slide.fraction = 1
        assertRect(rect(spec.pose(of: slide, screen: screen, source: source).front), source, "on the source")
        slide.completing = false
        slide.fraction = 0.25
        XCTAssertEqual(spec.pose(of: slide, screen: screen, source: source).front.scale, 1 - 0.67 * 0.25, accuracy: 1e-12,
                       "a return only grows it back")
    }

    func testWithoutASourceThePageFliesToTheCentreAndFades() throws {
        let pose = try posed("ios-zoom", 0.5, .push)
        assertRect(rect(pose.front), Rect(x: screenWidth * 0.025, y: 896 * 0.025, width: screenWidth * 0.95, height: 896 * 0.95),
                   "half way to the screen inset by 5%")
        XCTAssertEqual(pose.front.opacity, 0.5, accuracy: 1e-12)
    }

    func testTheDefaultSceneMarksAGridCardOnItsRootPage() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/scene.json")
        let scene = try Scene.parse(try Data(contentsOf: file), file: file.path, baseDirectory: file.deletingLastPathComponent().path)
        guard case .elements(let elements, _) = scene.pages[0].content else { return XCTFail("a page of elements") }
        let marked = elements.compactMap { element -> ElementCard? in
            if case .grid(_, let cards) = element { return cards.first(where: \.zoomSource) }
            return nil
        }
        XCTAssertEqual(marked.map(\.title), ["Night sky print"])
    }
}
