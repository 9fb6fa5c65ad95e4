/// A held swipe in numbers, as the HUD reads it out while the finger is down: where the page is,
/// how fast the finger goes, where that would carry it, and what the release rule would decide if
/// the finger lifted now.
public struct DragReadout: Equatable, Sendable {
    /// The page in front's horizontal position as drawn, in points (`SlidePose.front.x`).
    public var x: Double
    /// The transition's progress, 0...1.
    public var progress: Double
    /// The finger's velocity in the swipe's direction, points per second.
    public var velocity: Double
    /// The same in widths per second, the unit of the fling rule.
    public var widthsPerSecond: Double
    /// Where the projected rule puts the page, in points: its progress plus `projection` seconds
    /// of velocity (`ReleaseJudgement.projected`).
    public var projected: Double
    /// The rule that would decide, and whether the pop would complete.
    public var rule: ReleaseRule, completes: Bool
    /// Where the threshold of that decision lies on the screen, in points from the left: the
    /// completion line a held page is judged against (on a right-to-left screen, mirrored).
    public var thresholdX: Double

    /// "fling -> pop", "distance -> back": the decision as the HUD and the graphs label it.
    public var decision: String { rule.label(completes: completes) }

    /// The HUD's lines.
    public var lines: [String] {
        ["drag: x \(Self.format(x, 0)) pt, \(Self.format(progress * 100, 0))%, v \(Self.format(velocity, 0)) pt/s = \(Self.format(widthsPerSecond, 2)) W/s",
         "projected to \(Self.format(projected, 0)) pt; lift now: \(decision)"]
    }

    static func format(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "-" }
        var factor = 1.0
        for _ in 0..<digits { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        let text = digits == 0 ? String(Int(rounded)) : String(rounded)
        guard digits > 0, let dot = text.firstIndex(of: ".") else { return text }
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        return text + String(repeating: "0", count: max(0, digits - decimals))
    }
}

extension Navigator {
    /// The held swipe in numbers on a screen of `screen` points, or `nil` while no finger holds one.
    public func dragReadout(screen: Size) -> DragReadout? {
        guard let press, press.isSwipe, let transition, case .swipe = transition.kind, !transition.controller.isAnimating,
              let pose = pose(screen: screen) else { return nil }
        let width = screen.width
        let velocity = press.tracker.velocity(at: realTime) * press.direction
        let p = transition.controller.value, widths = width > 0 ? velocity / width : 0
        let judgement = spec.judgeRelease(progress: p, velocity: widths, width: width)
        // Points only here, for the HUD: the core judges in fractions of the width.
        let threshold = judgement.threshold * width
        return DragReadout(x: pose.front.x, progress: p, velocity: velocity, widthsPerSecond: widths, projected: judgement.projected * width,
                           rule: judgement.rule, completes: judgement.completes,
                           // Mirrored once by a swipe from the right edge, once by a right-to-left screen.
                           thresholdX: transition.mirrored != scene.direction.isMirrored ? width - threshold : threshold)
    }
}
