import XCTest
@testable import SlideBackCore

/// The transform maths, the ramps, a look's transforms at a progress, and how a frame places a
/// transformed group; every expected number is worked out here by hand.
final class PageTransformTests: XCTestCase {
    private let bounds = Rect(x: 0, y: 0, width: 400, height: 800)

    func testScaleIsAboutTheAnchorThenTheGroupMoves() {
        let transform = PageTransform(x: 100, y: 10, scale: 0.5)
        // About the centre (200, 400): the bounds shrink to 100...300 x 200...600, then move.
        XCTAssertEqual(transform.apply(to: bounds, in: bounds), Rect(x: 200, y: 210, width: 200, height: 400))
        XCTAssertEqual(transform.apply(to: Rect(x: 0, y: 0, width: 40, height: 40), in: bounds),
                       Rect(x: 200, y: 210, width: 20, height: 20))
        let topLeft = PageTransform(scale: 0.5, anchor: Point(x: 0, y: 0))
        XCTAssertEqual(topLeft.apply(to: bounds, in: bounds), Rect(x: 0, y: 0, width: 200, height: 400))
        XCTAssertTrue(PageTransform(x: 30).isTranslationOnly)
        XCTAssertFalse(PageTransform(scale: 0.9).isTranslationOnly)
        XCTAssertFalse(PageTransform(cornerRadius: 4).isTranslationOnly)
        XCTAssertFalse(PageTransform(opacity: 0.5).isTranslationOnly)
    }

    func testARoundedOutlineLeavesItsCornersOut() {
        let transform = PageTransform(cornerRadius: 20)
        XCTAssertFalse(transform.covers(Point(x: 1, y: 1), bounds: bounds), "the corner's square, beyond its circle")
        XCTAssertTrue(transform.covers(Point(x: 20, y: 1), bounds: bounds), "the top edge past the corner")
        // 45 degrees in: the circle's edge is at 20 - 20 / sqrt 2 = 5.86 from each side.
        XCTAssertFalse(transform.covers(Point(x: 5.5, y: 5.5), bounds: bounds))
        XCTAssertTrue(transform.covers(Point(x: 6.2, y: 6.2), bounds: bounds))
        XCTAssertFalse(transform.covers(Point(x: 399, y: 799), bounds: bounds))
        XCTAssertFalse(transform.covers(Point(x: 401, y: 400), bounds: bounds), "outside altogether")
    }

    func testRampsRiseOrFallLinearlyThenHold() {
        XCTAssertEqual(Ramp(from: 0.6, to: 0, until: 0.75).value(at: 0.375), 0.3, accuracy: 1e-12)
        XCTAssertEqual(Ramp(from: 0.6, to: 0, until: 0.75).value(at: 0.9), 0)
        XCTAssertEqual(Ramp.constant(0.5).value(at: 0.7), 0.5)
        XCTAssertEqual(Ramp(from: 1, to: 0, until: 0).value(at: 0), 0, "no span: the end value from the start")
        XCTAssertEqual(Ramp(from: 0.3).value(at: 2), 0, "progress beyond 1 holds the end")
        XCTAssertTrue(Ramp(from: 0).isZero)
    }

    func testALookGivesEachRoleItsTransformAtAProgress() {
        var look = PhaseLook()
        look.backParallax = 0.5
        look.backDim = Ramp(from: 0.3)
        look.frontScale = 0.9
        look.cornerRadius = 20
        look.shadow = PageTransform.Shadow(opacity: 0.2, width: 12, offset: -1)
        let back = look.backTransform(at: 0.25, width: 400)
        XCTAssertEqual(back.x, -0.75 * 0.5 * 400)
        XCTAssertEqual(back.dimming ?? -1, 0.3 * 0.75, accuracy: 1e-12)
        let front = look.frontTransform(at: 0.25, width: 400)
        XCTAssertEqual(front.x, 100)
        XCTAssertEqual(front.scale, 1 - 0.1 * 0.25, accuracy: 1e-12)
        XCTAssertEqual(front.cornerRadius, 20)
        XCTAssertEqual(front.shadow, look.shadow)
        XCTAssertEqual(look.frontTransform(at: 0, width: 400).cornerRadius, 0, "square while it does not move")
        XCTAssertNil(PhaseLook().backTransform(at: 0.5, width: 400).dimming, "no cover in a look without dimming")
        XCTAssertNil(PhaseLook().frontTransform(at: 0.5, width: 400).shadow, "no shadow at opacity 0")
    }

    func testAFramePlacesATransformedGroupsLayersAndItsShadowAndCover() {
        let page = PageInstance(serial: 1, specIndex: 0)
        let body = Layer(.pageBody(page), frame: bounds)
        let chip = Layer(.clock(seconds: 0), frame: Rect(x: 100, y: 100, width: 40, height: 20), alpha: 0.5)
        let group = LayerGroup(.front, transform: PageTransform(x: 50, scale: 0.5, cornerRadius: 10, opacity: 0.8, dimming: 0.25,
                                                                shadow: .init(opacity: 0.3, width: 8, offset: -2)),
                               layers: [body, chip])
        let frame = Frame(screen: Size(width: 400, height: 800), snapshots: [], groups: [group], topTitle: "", style: .slideback)
        guard case .transformed(_, let outline) = frame.drawItems[1] else { return XCTFail("drawn offscreen as one") }
        XCTAssertEqual(outline, Rect(x: 150, y: 200, width: 200, height: 400))
        let layers = frame.layers
        XCTAssertEqual(layers.count, 4)
        // The shadow beside the straight part of the left edge: centre 150 - 2, rows 210 to 590.
        XCTAssertEqual(layers[0].content, Layer.Content.edgeShadow)
        XCTAssertEqual(layers[0].frame, Rect(x: 144, y: 210, width: 8, height: 380))
        XCTAssertEqual(layers[0].alpha, 0.3)
        XCTAssertEqual(layers[1].frame, outline)
        XCTAssertEqual(layers[1].alpha, 0.8, accuracy: 1e-12)
        XCTAssertEqual(layers[2].frame, Rect(x: 150 + 50, y: 200 + 50, width: 20, height: 10))
        XCTAssertEqual(layers[2].alpha, 0.4, accuracy: 1e-12)
        XCTAssertEqual(layers[3], Layer(.fill(.black), frame: bounds, alpha: 0.25), "the cover is over the whole screen")
    }

    func testAMovedGroupIsDrawnLayerByLayer() {
        let page = PageInstance(serial: 1, specIndex: 0)
        let group = LayerGroup(.back, transform: PageTransform(x: -30, y: 4), layers: [Layer(.pageBody(page), frame: bounds)])
        let frame = Frame(screen: Size(width: 400, height: 800), snapshots: [], groups: [group], topTitle: "", style: .system)
        XCTAssertEqual(frame.drawItems, [.layer(Layer(.pageBody(page), frame: Rect(x: -30, y: 4, width: 400, height: 800)))])
    }
}

/// Ramps that start part-way, and the look keys built on them: fades that cross, an offset in
/// points, read from a style file.
final class FadingLookTests: XCTestCase {
    func testARampHoldsUntilItsStartThenMovesToItsEnd() {
        let fadeIn = Ramp(from: 0, to: 1, after: 0.35, until: 1)
        XCTAssertEqual(fadeIn.value(at: 0.2), 0)
        XCTAssertEqual(fadeIn.value(at: 0.35), 0)
        XCTAssertEqual(fadeIn.value(at: 0.675), 0.5, accuracy: 1e-12)
        XCTAssertEqual(fadeIn.value(at: 1), 1)
        let step = Ramp(from: 1, to: 0, after: 0.5, until: 0.5)
        XCTAssertEqual(step.value(at: 0.49), 1, "no span: a step at `after`")
        XCTAssertEqual(step.value(at: 0.5), 0)
    }

    func testFadesThatCrossAndAnOffsetInPointsFromAStyleFile() throws {
        var warnings: [String] = []
        let spec = try StyleSpec.parse(Data("""
        {"name": "crossing", "frontOpacity": 1, "frontOpacityEnd": 0, "frontOpacityUntil": 0.35,
         "backOpacity": 0, "backOpacityEnd": 1, "backOpacityAfter": 0.35, "backParallax": 0, "backOffset": 96,
         "backDimAfter": 0.5}
        """.utf8), file: "crossing.json", warnings: &warnings)
        XCTAssertEqual(warnings, [])
        for p in [0.1, 0.35, 0.6, 0.9] {
            let front = spec.drag.frontTransform(at: p, width: 400), back = spec.drag.backTransform(at: p, width: 400)
            XCTAssertEqual(front.opacity, max(0, 1 - p / 0.35), accuracy: 1e-12, "the leaving page has gone by 35%")
            XCTAssertEqual(back.opacity, max(0, (p - 0.35) / 0.65), accuracy: 1e-12, "the entering page fades in from there")
            XCTAssertEqual(back.x, -(1 - p) * 96, accuracy: 1e-12, "96 points to the left at the start, whatever the width")
            // The dimming starts at our style's, Flutter's barrier 0x18 / 255.
            let barrier = 0x18 / 255.0
            XCTAssertEqual(back.dimming ?? .nan, p < 0.5 ? barrier : barrier * (1 - (p - 0.5) / 0.5), accuracy: 1e-12)
        }
        XCTAssertFalse(spec.drag.frontTransform(at: 0.2, width: 400).isTranslationOnly, "a faded page is drawn as one")
        XCTAssertEqual(try StyleSpec.parse(Data(spec.fileText.utf8), file: "again.json", warnings: &warnings), spec)
    }
}
