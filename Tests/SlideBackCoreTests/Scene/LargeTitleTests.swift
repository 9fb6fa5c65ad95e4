import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 15's large titles: `"largeTitle": true` puts the page's title in 34 pt under the bar,
/// collapsing into the bar's title as the content scrolls, in every style.
final class LargeTitleTests: XCTestCase {
    /// A long large-title page ("Big"), then a small-title page ("Small").
    static func scene(largeTitle: String = "true", bar: String = "opaque") throws -> Scene {
        let rows = (1...30).map { ##"{"kind": "row", "title": "Row \##($0)"}"## }.joined(separator: ", ")
        let text = ##"{"pages": [{"id": "big", "title": "Big", "bar": "\##(bar)", "largeTitle": \##(largeTitle), "content": [\##(rows)]}, {"id": "small", "title": "Small", "content": [\##(rows)]}]}"##
        return try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: "/")
    }

    /// Text pieces drawn at 34 pt, with their frames and opacities.
    private func largeTexts(_ layers: [Layer]) -> [(String, Rect, Double)] {
        layers.compactMap { layer in
            if case .piece(.text(let text, let size, _, _)) = layer.content, size == LargeTitle.fontSize { return (text, layer.frame, layer.alpha) }
            return nil
        }
    }

    /// Every bar drawn, live or inside a stored picture.
    private func bars(_ frame: Frame, _ navigator: Navigator) -> [BarContent] {
        let pages = PageLayers(scene: navigator.scene, layout: navigator.layout)
        return frame.layers.flatMap { layer -> [Layer] in
            guard case .snapshot(let key) = layer.content else { return [layer] }
            return frame.snapshots.first { $0.key == key }.map(pages.picture(of:)) ?? []
        }.compactMap { layer in
            if case .navigationBar(let bar) = layer.content { return bar } else { return nil }
        }
    }

    func testTheKeyIsReadAndBadValuesNameThePlace() throws {
        XCTAssertTrue(try Self.scene().pages[0].largeTitle)
        XCTAssertFalse(try Self.scene().pages[1].largeTitle, "off unless asked for")
        XCTAssertFalse(try Self.scene(largeTitle: "false").pages[0].largeTitle)
        assertError(try Self.scene(largeTitle: #""yes""#), "scene.json: pages[0].largeTitle: expected true or false, found a string")
        assertError(try Self.scene(bar: "hidden"),
                    "scene.json: pages[0].largeTitle: a large title collapses into the bar, and this page hides its bar (\"bar\": \"hidden\")")
    }

    func testTheLargeTitleCollapsesIntoTheBarAsThePageScrolls() throws {
        var navigator = Navigator(scene: try Self.scene(), style: .slideback)
        let pages = PageLayers(scene: navigator.scene, layout: navigator.layout)
        let large = try XCTUnwrap(pages.largeTitle(of: navigator.top))
        var shown = largeTexts(navigator.frame().layers)
        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(shown.first?.0, "Big")
        XCTAssertEqual(shown.first?.1, Rect(x: 16, y: large.top + 4, width: screenWidth - 32, height: 41))
        XCTAssertEqual(shown.first?.2, 1)
        XCTAssertEqual(bars(navigator.frame(), navigator).first?.titleAlpha, 0, "the bar's title waits")
        XCTAssertEqual(pages.elementLayout(of: navigator.top).top, large.top + LargeTitle.height, "the rows start under the strip")

        let halfway = large.top + 4 - large.barBottom + 20.5
        navigator.dragContentUp(by: halfway)
        shown = largeTexts(navigator.frame().layers)
        XCTAssertEqual(shown.first?.1.y ?? 0, large.top + 4 - halfway, accuracy: 1e-9, "it scrolls with the content")
        XCTAssertEqual(shown.first?.2 ?? 0, 0.5, accuracy: 1e-9, "half under the bar: half faded")
        XCTAssertEqual(bars(navigator.frame(), navigator).first?.titleAlpha ?? 0, 0.5, accuracy: 1e-9, "as the bar's fades in")

        navigator.dragContentUp(by: 200)
        XCTAssertTrue(largeTexts(navigator.frame().layers).isEmpty, "collapsed")
        XCTAssertEqual(bars(navigator.frame(), navigator).first?.titleAlpha, 1)
    }

    func testATransparentLargeTitleBarReachesItsScrollEdgeOnceTheTitleIsUnder() throws {
        var navigator = Navigator(scene: try Self.scene(bar: "transparent"), style: .slideback)
        let large = try XCTUnwrap(PageLayers(scene: navigator.scene, layout: navigator.layout).largeTitle(of: navigator.top))
        navigator.dragContentUp(by: large.scrollEdge)
        XCTAssertNil(bars(navigator.frame(), navigator).first?.background, "at the edge: still clear")
        navigator.dragContentUp(by: BarContent.scrollEdgeDistance)
        XCTAssertEqual(bars(navigator.frame(), navigator).first?.hairlineAlpha, 1, "past it: the hairline is in")
    }

    /// Every style, mid-swipe from the small-title page back to the large-title one: each live bar
    /// shows its own page's state now; each picture the state when it was taken.
    func testEveryStyleShowsEachPagesOwnTitleState() throws {
        for collapsed in [false, true] {
            for spec in StyleSpec.builtIns {
                var navigator = Navigator(scene: try Self.scene(), spec: spec)
                navigator.stepFrames(2)
                if collapsed { navigator.dragContentUp(by: 300) }
                navigator.perform(.push)
                navigator.runUntilSettled()
                navigator.dragFromEdge(by: 150)
                let frame = navigator.frame()
                let pages = PageLayers(scene: navigator.scene, layout: navigator.layout)
                // Each layer drawn, with whether the large page was collapsed where it comes from.
                let drawn = frame.layers.flatMap { layer -> [(Layer, Bool)] in
                    guard case .snapshot(let key) = layer.content, let entry = frame.snapshots.first(where: { $0.key == key }) else {
                        return [(layer, collapsed)]
                    }
                    return pages.picture(of: entry).map { ($0, entry.verticalScroll > 200) }
                }
                for (layer, wasCollapsed) in drawn {
                    guard case .navigationBar(let bar) = layer.content else { continue }
                    XCTAssertEqual(bar.titleAlpha, bar.title == "Big" && !wasCollapsed ? 0 : 1, "\(spec.name), collapsed \(collapsed): \(bar.title)'s bar")
                }
                for (layer, wasCollapsed) in drawn where !largeTexts([layer]).isEmpty {
                    XCTAssertFalse(wasCollapsed, "\(spec.name), collapsed \(collapsed): a large title only where it had not collapsed")
                }
                if !collapsed {
                    XCTAssertTrue(drawn.contains { !largeTexts([$0.0]).isEmpty }, "\(spec.name): the large title is in sight underneath")
                }
                navigator.up(Point(x: edgeStart.x + 150, y: edgeStart.y))
            }
        }
        // The pictures are as taken: the seeds' snapshot style pictures a page as it leaves it (scrolled),
        // weibo's as the page first appeared (at its top).
        for (style, expected) in [(StyleName.snapshot, 300.0), (.weibo, 0)] {
            var navigator = Navigator(scene: try Self.scene(), style: style)
            navigator.stepFrames(2)
            navigator.dragContentUp(by: 300)
            navigator.perform(.push)
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.snapshots.entries.first { $0.key == SnapshotKey(page: navigator.stack[0], kind: .screen) }?.verticalScroll,
                           expected, "\(style)")
        }
    }
}
