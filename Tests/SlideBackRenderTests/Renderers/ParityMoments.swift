import Foundation
import SlideBackCore
import SlideBackRender

/// The moments the renderer parity tests draw, each a frame of a style on the default scene
/// (its second page has the Size and Delivery rows, whose separators are hairlines).
struct ParityMoments: Sendable {
    /// What the moment is called in failure messages and dumped file names.
    let name: String
    /// The frame of `spec` at this moment.
    let frame: @Sendable (Scene, StyleSpec) -> Frame

    /// At rest on the second page, mid-swipe back from it, mid-settle after letting go, mid-push onto it.
    static let all = [
        ParityMoments(name: "rest") { scene, spec in
            var navigator = Navigator(scene: scene, spec: spec)
            navigator.perform(.push)
            // Long enough for the slowest push (compose's 700 ms fade) to end.
            navigator.step(2)
            return navigator.frame()
        },
        ParityMoments(name: "swipe") { scene, spec in
            var navigator = Navigator(scene: scene, spec: spec)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: 166)
            return navigator.frame()
        },
        ParityMoments(name: "settle") { scene, spec in
            var navigator = Navigator(scene: scene, spec: spec)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: 166)
            navigator.handle(PointerEvent(.up, at: Point(x: 168, y: 600)))
            navigator.step(0.05)
            return navigator.frame()
        },
        ParityMoments(name: "push") { scene, spec in
            var navigator = Navigator(scene: scene, spec: spec)
            navigator.perform(.push)
            navigator.step(0.15)
            return navigator.frame()
        },
    ]

    /// The hairlines a frame shows live, in points: boxes thinner than a point (the rows' separators).
    static func hairlines(in frame: Frame) -> [Rect] {
        frame.layers.compactMap { layer in
            guard case .piece(.box) = layer.content, layer.frame.height < 1, layer.frame.width >= 1 else { return nil }
            return layer.frame
        }
    }

    /// The solid boxes a frame shows live, with their colours, in points: the buttons, at least
    /// 4 points high (nothing is drawn over their left tenth).
    static func boxes(in frame: Frame) -> [(Rect, Color)] {
        frame.layers.compactMap { layer in
            guard case .piece(.box(let color, _)) = layer.content, layer.frame.height >= 4, layer.frame.width >= 20 else { return nil }
            return (layer.frame, color)
        }
    }

    /// The rows of `buffer` at its `factor` pixels a point where `line` (points) is drawn: one
    /// pixel row for a hairline, whichever renderer drew it.
    static func rows(of line: Rect, factor: Double) -> Range<Int> {
        let top = line.y * factor, bottom = line.maxY * factor
        let low = Int((top + 0.5).rounded(.down)), high = Int((bottom + 0.5).rounded(.down))
        guard high <= low else { return low..<high }
        let middle = Int(((top + bottom) / 2).rounded(.down))
        return middle..<middle + 1
    }

    /// Whether the pixel at (x, y) is within `levels` of `color` in every channel.
    static func matches(_ buffer: PixelBuffer, x: Int, y: Int, _ color: Color, levels: Int) -> Bool {
        let pixel = buffer.pixel(x: x, y: y)
        return abs(Int(pixel.red) - Int(color.red)) <= levels && abs(Int(pixel.green) - Int(color.green)) <= levels
            && abs(Int(pixel.blue) - Int(color.blue)) <= levels
    }
}
