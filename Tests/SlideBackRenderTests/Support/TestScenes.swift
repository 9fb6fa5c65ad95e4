import CSDL2
import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// The scenes the pixel tests draw.
enum TestScenes {
    /// Two solid-colour pages, both with opaque bars of distinct colours.
    static let solid = Scene(pages: [
        PageSpec(id: "home", title: "Home", content: .color(Palette.rootBody), bar: .opaque, barColor: Palette.rootBar),
        PageSpec(id: "second", title: "Second", content: .color(Palette.secondBody), bar: .opaque, barColor: Palette.secondBar),
    ])

    /// Like `solid`, but the root shows the two-tone marker image and a tab bar, so a picture of it
    /// shows where it stands (the tone boundary sits at the middle of the page).
    static func marker() throws -> Scene {
        Scene(pages: [
            PageSpec(id: "home", title: "Home", content: .image(path: try markerImagePath()), bar: .opaque,
                     barColor: Palette.rootBar, showsTabBar: true),
            solid.pages[1],
        ])
    }

    /// The marker PNG, written once per test process (atomically, so parallel runs may share it).
    static func markerImagePath() throws -> String {
        try writtenMarker.get()
    }

    /// A PNG the size of the screen: `rootBody` left of the middle, `markerRight` right of it.
    private static let writtenMarker: Result<String, Error> = Result {
        try HeadlessSDL.start()
        let path = NSTemporaryDirectory() + "slideback-render-tests-marker.png"
        let width = Int(RenderHarness.screen.width), height = Int(RenderHarness.screen.height)
        // One row, then the rows: unoptimized, a write per pixel took a fifth of a second.
        var row: [UInt8] = []
        for x in 0..<width {
            let color = x < width / 2 ? Palette.rootBody : Palette.markerRight
            row += [color.red, color.green, color.blue, 255]
        }
        var image = PixelBuffer(width: width, height: height)
        image.bytes.removeAll(keepingCapacity: true)
        for _ in 0..<height { image.bytes += row }
        try image.writePNG(to: path)
        return path
    }
}
