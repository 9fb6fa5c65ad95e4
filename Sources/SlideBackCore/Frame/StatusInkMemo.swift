import Foundation

/// The status inks last chosen (`Frame.withReadableStatus`), with the frames they were chosen in:
/// a frame that shows the same under its status text as one of them gets the same inks without
/// judging them again. At rest, and while a finger holds a page still, every frame is such a
/// frame, and judging the inks took nearly half of the model-based test's time. The inks depend
/// only on a frame's groups, snapshots, pages and screen (what `StatusBackdrop` reads), all
/// compared; of a clock only its time is not, as nothing under the status text shows it
/// (`StatusBackdrop` passes over clocks) and it changes every frame.
final class StatusInkMemo: @unchecked Sendable {
    /// The one every frame of the process shares, hence the lock.
    static let shared = StatusInkMemo()

    private let lock = NSLock()
    /// The latest first: two, as a bench plays two navigators frame by frame in turn.
    private var remembered: [(frame: Frame, chosen: [LayerGroup])] = []
    private static let kept = 2

    /// The groups (with their inks) chosen for a frame that shows what `frame` shows; `nil` when
    /// none is remembered.
    func chosen(for frame: Frame) -> [LayerGroup]? {
        lock.lock()
        defer { lock.unlock() }
        return remembered.first { Self.showsTheSame($0.frame, frame) }?.chosen
    }

    /// Remembers that `frame`'s inks were chosen as in `chosen` (its groups with them).
    func remember(_ frame: Frame, chosen: [LayerGroup]) {
        lock.lock()
        defer { lock.unlock() }
        remembered.insert((frame, chosen), at: 0)
        if remembered.count > Self.kept { remembered.removeLast() }
    }

    /// Whether the status inks of `a` and `b` are the same, everything they are chosen from being
    /// equal: what `Frame ==` compares of it, a clock's time aside.
    static func showsTheSame(_ a: Frame, _ b: Frame) -> Bool {
        guard a.screen == b.screen, a.snapshots == b.snapshots, a.pages == b.pages, a.groups.count == b.groups.count else { return false }
        for (first, second) in zip(a.groups, b.groups) {
            guard first.role == second.role, first.transform == second.transform, first.layers.count == second.layers.count else { return false }
            for (one, other) in zip(first.layers, second.layers) {
                guard one.frame == other.frame, one.alpha == other.alpha, one.mirrored == other.mirrored else { return false }
                if case .clock = one.content, case .clock = other.content { continue }
                guard one.content == other.content else { return false }
            }
        }
        return true
    }
}
