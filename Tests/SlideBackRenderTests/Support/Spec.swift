import CSDL2
import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// Style 2 and style 5 geometry, straight from SPEC.md.
enum Spec {
    /// Where the screenshot underneath sits while the top page is dragged by `offset`: `(offset - W) * 0.6`.
    static func underneathX(offset: Double, width: Double) -> Double { (offset - width) * 0.6 }

    /// Opacity of the black cover: `0.6 - (offset / W / 0.75) * 0.6`, never below zero.
    static func coverAlpha(offset: Double, width: Double) -> Double { max(0, 0.6 - (offset / width / 0.75) * 0.6) }

    /// UIKit's ease-in-out, cubic Bézier (0.42, 0, 0.58, 1), at linear progress `t`, solved by Newton's method.
    static func easeInOut(_ t: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<30 {
            let error = bezier(s, 0.42, 0.58) - t
            if abs(error) < 1e-12 { break }
            s = min(1, max(0, s - error / slope(s, 0.42, 0.58)))
        }
        return bezier(s, 0, 1)
    }
}
