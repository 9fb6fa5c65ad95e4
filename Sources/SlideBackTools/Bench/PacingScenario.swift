import SlideBackCore

/// The two motions `slideback bench --pacing` drives the live loop with, as timed input: a
/// finger dragging a page at constant speed, and animated pushes and pops on a linear curve, so
/// that where a frame shows the page says what moment it shows.
enum PacingScenario: CaseIterable {
    /// Edge drags at `dragSpeed`, the pointer sampled every millisecond.
    case drag
    /// A push, then a pop, over and over, each `animationSeconds` long on a linear curve.
    case pushAndPop

    /// Points per second of the scripted finger.
    static let dragSpeed = 200.0
    /// Seconds a drag lasts.
    static let dragSeconds = 1.5
    /// Seconds between pointer samples (a 1 kHz pointer).
    static let pointerInterval = 0.001
    /// Seconds one push or pop lasts.
    static let animationSeconds = 1.0
    /// Where the finger goes down, in points.
    static let dragStart = Point(x: 5, y: 400)

    /// Seconds one round of the scenario takes.
    var cycle: Double {
        switch self {
        case .drag: return 3.5
        case .pushAndPop: return 2.5
        }
    }

    /// The style it runs: ours, with pushes and pops on a linear curve of `animationSeconds`.
    var spec: StyleSpec {
        var spec = StyleSpec.builtIn(.slideback)
        spec.pushCurve = .linear
        spec.pushDuration = Self.animationSeconds
        return spec
    }

    /// Its timed input for a run of `duration` seconds.
    func input(duration: Double) -> [(time: Double, action: ScriptAction)] {
        var input: [(time: Double, action: ScriptAction)] = []
        var start = 0.1
        while start + cycle <= duration {
            switch self {
            case .pushAndPop:
                input.append((start, .push))
                input.append((start + cycle / 2, .pop))
            case .drag:
                // A page to drag away: pushed, settled, then dragged and let go.
                input.append((start, .push))
                let down = start + Self.animationSeconds + 0.2
                input.append((down, .down(Self.dragStart, pointer: 0)))
                var moment = down + Self.pointerInterval
                while moment <= down + Self.dragSeconds + 1e-9 {
                    input.append((moment, .move(Self.point(at: moment - down), pointer: 0)))
                    moment += Self.pointerInterval
                }
                input.append((down + Self.dragSeconds, .up(Self.point(at: Self.dragSeconds), pointer: 0)))
            }
            start += cycle
        }
        return input
    }

    /// Where the finger is `seconds` after it went down.
    static func point(at seconds: Double) -> Point {
        Point(x: dragStart.x + dragSpeed * seconds, y: dragStart.y)
    }
}
