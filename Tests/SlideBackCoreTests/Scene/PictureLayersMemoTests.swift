@testable import SlideBackCore
import XCTest

/// The snapshot pictures' layers kept from frame to frame (`PictureLayers`) are those the
/// pages make, each set of pages its own.
final class PictureLayersMemoTests: XCTestCase {
    private static func pages(titled title: String) -> PageLayers {
        PageLayers(scene: Scene(pages: [PageSpec(id: "only", title: title)]),
                   layout: ScreenLayout(screen: ScreenLayout.phone))
    }

    func testEachSetOfPagesGetsTheLayersItMakes() {
        let memo = PictureLayers()
        let entry = SnapshotEntry(key: SnapshotKey(page: PageInstance(serial: 0, specIndex: 0), kind: .screen), depth: 0, capturedAt: 3)
        let (white, teal) = (Self.pages(titled: "White"), Self.pages(titled: "Teal"))
        XCTAssertNotEqual(white.picture(of: entry), teal.picture(of: entry))
        for _ in 0..<2 {
            XCTAssertEqual(memo.layers(of: entry, by: white), white.picture(of: entry))
            XCTAssertEqual(memo.layers(of: entry, by: teal), teal.picture(of: entry))
        }
        // Another capture of the same page (its clock at another time) is another picture.
        let later = SnapshotEntry(key: entry.key, depth: 0, capturedAt: 60)
        XCTAssertEqual(memo.layers(of: later, by: white), white.picture(of: later))
        XCTAssertNotEqual(memo.layers(of: later, by: white), memo.layers(of: entry, by: white))
    }
}
