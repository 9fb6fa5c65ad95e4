/// How a back swipe's finger travel becomes the transition's progress (`backProgress`).
public enum BackProgress: String, CaseIterable, Equatable, Sendable {
    /// The travel over the width: the page follows the finger exactly (iOS, Flutter's Cupertino).
    case finger
    /// As Android's shell computes a back event's progress (aosp-mirror/platform_frameworks_base
    /// `libs/WindowManager/Shell/src/com/android/wm/shell/back/TouchTracker.java`, `getProgress`):
    /// linear up to `linearDistance` points (at most the width), then non-linear, reaching 1 at
    /// the width.
    case aosp

    /// SystemUI's `navigation_edge_action_progress_threshold`, 412 dp: how far the progress is
    /// linear in the finger, on a window at least this wide.
    public static let linearDistance = 412.0
    /// SystemUI's `back_progress_non_linear_factor`, 0.2: how much of the distance beyond the
    /// linear part counts towards the linear part's slope.
    public static let nonLinearFactor = 0.2

    /// The progress, 0...1, of a finger `fraction` of the width from where the swipe started, on
    /// a screen `width` points wide.
    public func progress(fraction: Double, width: Double) -> Double {
        guard fraction.isFinite else { return 0 }
        switch self {
        case .finger: return min(1, max(0, fraction))
        case .aosp: return Self.aospProgress(travel: fraction * width, width: width)
        }
    }

    /// `TouchTracker.getProgress` with the thresholds `BackAnimationController` and
    /// `WindowOnBackInvokedDispatcher` give it: the window's width as the maximum distance,
    /// `min(412, width)` as the linear distance, 0.2 as the non-linear factor. Up to the linear
    /// distance the progress is the travel over `linear + (width - linear) * 0.2`; beyond it the
    /// travel over a target that moves linearly from that to the width, so it reaches 1 there.
    /// A window no wider than 412 is linear all the way (travel over width).
    public static func aospProgress(travel: Double, width: Double) -> Double {
        guard travel.isFinite, width.isFinite, width > 0 else { return 0 }
        let delta = max(0, travel)
        let linear = min(linearDistance, width)
        let progress: Double
        if linear < width {
            let nonLinear = width - linear
            let initialTarget = linear + nonLinear * nonLinearFactor
            if delta <= linear {
                progress = delta / initialTarget
            } else {
                let amount = (delta - linear) / nonLinear
                progress = delta / (initialTarget + (width - initialTarget) * amount)
            }
        } else {
            progress = delta / width
        }
        return min(1, max(0, progress))
    }
}
