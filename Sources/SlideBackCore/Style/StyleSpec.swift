/// One technique as data: every constant of its gesture, release, settle, push and pop, and how
/// each role is drawn as a function of progress. The built-in styles are specs; a style file is a
/// spec; the tuning panel, `slideback styles` and the docs' tables all read these same values.
public struct StyleSpec: Equatable, Sendable {
    /// The name `--style`, the keys and the window title use.
    public var name: String
    /// The first built-in style of its line (itself for one of those five): how it is switched
    /// to by number and partnered in comparisons.
    public var base: StyleName
    /// The style it was made from, by name, as its style file's `base` says: any built-in style
    /// or one loaded before it (`base`'s name for a built-in).
    public var baseName: String
    /// One line on what it is.
    public var summary: String

    // MARK: The gesture

    /// Where a back swipe may start.
    public var pan = PanMode.edge
    /// Width of the left-edge strip that starts a swipe, in points.
    public var edgeWidth = 20.0
    /// Which screen edges a swipe may start from.
    public var edges = SwipeEdges.left
    /// A swipe may start only this far from the left edge, in points; `nil` for anywhere the pan allows.
    public var maxStartDistance: Double?
    /// How far a pointer may wander, in points, and still count as a tap.
    public var slop = 10.0
    /// Points an edge press moves before it is judged a swipe or not.
    public var activateAfter = GestureRecognizer.edgeDirectionSlop
    /// Points of the finger's travel the page ignores, then follows that far behind the finger.
    public var deadZone = 0.0
    /// Points of vertical travel that fail a swipe not yet begun; `nil`: `swipeStart` decides
    /// (see `GestureRecognizer.Settings`).
    public var failVertical: Double?
    /// How a press without `failVertical` is judged a swipe: horizontal motion first, by default.
    public var swipeStart = SwipeStart.horizontalFirst
    /// How the release velocity is read from the finger's history.
    public var velocityEstimator = VelocityTracker.Estimator.flutter
    /// What a press during a settle that is completing its pop does.
    public var whileSettling = SettlingPress.catch
    /// What a command arriving while a finger holds a swipe does.
    public var commandsWhileSwiping = SwipingCommand.wait
    /// How the finger's travel becomes the progress while it holds a swipe.
    public var backProgress = BackProgress.finger
    /// The stiffness of the spring that smooths the held progress (critically damped, mass 1, as
    /// Android's `BackProgressAnimator`); `nil`: the progress is the finger's at once.
    public var backProgressStiffness: Double?

    // MARK: The release

    /// How a release is decided.
    public var release = ReleaseRule.fling
    /// The fling and projected rules complete past this fraction of the width (and the distance
    /// rule, when `completeDistance` is `nil`).
    public var completeAt = 0.5
    /// The distance rule completes beyond this many points; `nil`: at `completeAt` of the width.
    public var completeDistance: Double?
    /// A fling at least this fast, in widths per second, decides by its direction.
    public var flingVelocity = ReleaseRule.flingWidthsPerSecond
    /// A fling at least this fast in points per second decides instead, whatever the width
    /// (Ionic's 0.2 px/ms); `nil`: `flingVelocity` decides.
    public var flingSpeed: Double?
    /// Seconds of velocity the projected rule adds to the position.
    public var projection = ReleaseRule.projectionSeconds

    // MARK: The settle

    /// How a released swipe travels.
    public var settleCurve = SettleCurve.flutter
    /// The seed curve's length in seconds.
    public var settleDuration = 0.3
    /// The seed curve's easing (UIKit's ease-in-out for the seeds).
    public var settleEasing = Curve.easeInOut
    /// The spring curve's constant.
    public var springStiffness = SpringMotion.stiffness
    /// The spring curve's damping coefficient.
    public var springDamping = SpringMotion.damping
    /// The spring curve's mass.
    public var springMass = SpringMotion.mass
    /// The spring is at rest this close to its end, in points ...
    public var springRestDistance = SpringMotion.restDistance
    /// ... and this slow, in points per second.
    public var springRestSpeed = SpringMotion.restSpeed
    /// How the spring's equation is solved: as React Native does by default, so that UIKit's
    /// overdamped constants settle in under half a second, as React Navigation's users know them.
    public var springSolver = SpringMotion.Solver.reactNative
    /// Whether the spring may carry the page past its end and back (`allow`), or stops it there.
    public var springOvershoot = SpringMotion.Overshoot.clamp

    // MARK: Push and pop

    /// Whether pushes and pops run on `pushCurve` over `pushDuration`, or on the settle spring.
    public var pushMotion = PushMotion.curve
    /// The push and pop animator's curve.
    public var pushCurve = Curve.easeInOut
    /// Its length in seconds.
    public var pushDuration = 0.4

    // MARK: The look

    /// What it does when motion is reduced (`--reduce-motion`, M): what its platform does.
    public var reduceMotion = ReduceMotion.crossFade

    /// The pictures it keeps.
    public var snapshots = SnapshotPolicy.none
    /// How the drag draws its pages (and the push and pop, where those have no look of their own).
    public var drag = PhaseLook()
    /// How an animated push draws, when unlike the drag.
    public var push: PhaseLook?
    /// How an animated pop draws, when unlike the drag.
    public var pop: PhaseLook?

    /// A spec with the stock constants, to be filled in.
    public init(name: String, base: StyleName, summary: String) {
        self.name = name
        self.base = base
        baseName = base.rawValue
        self.summary = summary
    }

    /// The look of a phase.
    public func look(for phase: TransitionPhase) -> PhaseLook {
        switch phase {
        case .drag: return drag
        case .push: return push ?? drag
        case .pop: return pop ?? drag
        }
    }

    /// The distance rule's threshold: `completeDistance` points, or `completeAt` of the width.
    public var completion: CompletionRule {
        completeDistance.map(CompletionRule.beyondDistance) ?? .atFraction(completeAt)
    }

    /// The gesture and timing rules in the shape the navigator's overrides take.
    public var rules: StyleRules {
        StyleRules(panMode: pan, completion: completion,
                   settleDuration: settleDuration, snapshots: snapshots, release: release, settleCurve: settleCurve)
    }

    /// The spring a released swipe settles with, for a screen `width` points wide.
    public var spring: SpringMotion.Constants {
        SpringMotion.Constants(stiffness: springStiffness, damping: springDamping, mass: springMass,
                               restDistance: springRestDistance, restSpeed: springRestSpeed, solver: springSolver,
                               overshoot: springOvershoot)
    }
}
