import CSDL2
import SlideBackCore
@testable import SlideBackRender
import SlideBackPixelComparison
import XCTest

/// A fading scaled page (its copies blended at an opacity, its edges through triangles whose
/// vertices carry it): every pixel inside it is its unfaded pixel blended over what is under it.
final class FadedGroupPixelTests: XCTestCase {
    func testAFadingScaledPageIsItsOpaquePictureBlendedOverWhatIsUnderIt() throws {
        // predictive-back-shared's commit fades the page out, shrunk to 0.9 and rounded, over 100 ms.
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back-shared" })
        // The page that enters shows the two-tone marker, so its copy has an edge down the middle.
        let marker = try TestScenes.marker().pages[0]
        let scene = Scene(pages: [TestScenes.solid.pages[1], PageSpec(id: "marker", title: "Marker", content: marker.content, bar: .opaque,
                                                                      barColor: Palette.rootBar)])
        let harness = try RenderHarness(scene: scene, scale: 2)
        var navigator = Navigator(scene: scene, spec: spec)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 250)
        navigator.handle(PointerEvent(.up, at: Point(x: 252, y: 600)))
        var checked = 0
        for _ in 0..<8 {
            navigator.step(1.0 / 60)
            let frame = navigator.frame()
            guard let front = frame.groups.firstIndex(where: { $0.role == .front }), frame.groups[front].transform.opacity < 0.95,
                  frame.groups[front].transform.opacity > 0.05,
                  case .transformed(_, let outline)? = frame.drawItems.first(where: { if case .transformed = $0 { true } else { false } })
            else { continue }
            let opacity = frame.groups[front].transform.opacity
            let faded = try harness.render(frame)
            var opaqueFrame = frame
            opaqueFrame.groups[front].transform.opacity = 1
            let opaque = try harness.render(opaqueFrame)
            var underFrame = frame
            underFrame.groups.remove(at: front)
            let under = try harness.render(underFrame)
            // Inside the outline, clear of its rounded corners and its ring.
            let inside = OpaqueCores.cross(of: PixelScale(factor: 2).rect(outline), radius: frame.groups[front].transform.cornerRadius * 2)
            let worst = PixelComparison.largestBlendError(faded: faded, opaque: opaque, under: under, opacity: opacity, in: inside)
            XCTAssertLessThanOrEqual(worst, 3, "at opacity \(opacity)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 2, "frames of the fade were compared")
    }
}
