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
        var image = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let color = x < width / 2 ? Palette.rootBody : Palette.markerRight
                let index = (y * width + x) * 4
                image.bytes.replaceSubrange(index..<index + 4, with: [color.red, color.green, color.blue, 255])
            }
        }
        try image.writePNG(to: path)
        return path
    }
}
