import SlideBackCore

/// The `uikit` target: a `UIViewControllerAnimatedTransitioning` whose interruptible animator
/// poses both pages by the style's tables (keyframes at the tables' knots, or at 64 steps of a push
/// curve of two parts), on `UICubicTimingParameters` or `UISpringTimingParameters`; a
/// `UIPercentDrivenInteractiveTransition` driven by an edge pan that decides by the style's release
/// rule; and the navigation controller delegate that hands both out.
extension CodeTarget {
    static let uiKit = CodeTarget(
        name: "uikit",
        fileExtension: "swift",
        platform: "UIKit for iOS 13 (UIViewControllerAnimatedTransitioning, UIViewPropertyAnimator, UICubicTimingParameters, UISpringTimingParameters, UIPercentDrivenInteractiveTransition)",
        write: UIKitExport.code)
}

/// Writes the `uikit` target.
enum UIKitExport {
    static func code(_ spec: StyleSpec) -> String {
        let name = SwiftExport.typeName(spec)
        var out = SwiftExport.styleEnum(spec, target: .uiKit, framework: "UIKit", motion: [
            "static let duration: TimeInterval = \(ExportText.number(spec.pushDuration))",
            "static func pushCurve(_ t: Double) -> Double { \(SwiftExport.curve(spec.pushCurve.shape)) }",
            "/// Whether the animator's timing is the push curve itself; if not, the keyframes carry it.",
            "static let timingIsCurve = \(spec.pushMotion == .spring || spec.pushCurve.shape.isOneCubic)",
            "static func timing() -> UITimingCurveProvider {", "    " + timing(spec.pushMotion == .spring, spec.pushCurve.shape, spec), "}", "",
            "// " + ExportText.settle(spec) + ".",
            "static func settleTiming(velocity: CGVector) -> UITimingCurveProvider {", "    " + settleTiming(spec), "}", "",
        ], extra: ["", poseFunction])
        out += [animator(name), "", interaction(name), "", delegate(name)]
        if ZoomExport.flies(spec) { out += [""] + ZoomExport.uiKit(spec) }
        return out.joined(separator: "\n") + "\n"
    }

    private static func timing(_ spring: Bool, _ shape: CurveShape, _ spec: StyleSpec) -> String {
        if spring {
            return "UISpringTimingParameters(\(ExportText.springArguments(spec)), initialVelocity: CGVector(dx: 0, dy: 0))"
        }
        if case let .cubic(x1, y1, x2, y2) = shape {
            return "UICubicTimingParameters(controlPoint1: CGPoint(x: \(ExportText.number(x1)), y: \(ExportText.number(y1))), "
                + "controlPoint2: CGPoint(x: \(ExportText.number(x2)), y: \(ExportText.number(y2))))"
        }
        return "UICubicTimingParameters(animationCurve: .linear)"
    }

    private static func settleTiming(_ spec: StyleSpec) -> String {
        switch spec.settleCurve {
        case .spring:
            return "UISpringTimingParameters(\(ExportText.springArguments(spec)), initialVelocity: velocity)"
        case .flutter: return "UICubicTimingParameters(controlPoint1: CGPoint(x: 0.18, y: 1), controlPoint2: CGPoint(x: 0.04, y: 1))"
        case .seed, .velocity: return timing(false, spec.settleEasing.shape, spec)
        }
    }

    private static let poseFunction = """
        /// Places `view` at p as the page in front, or underneath (with `dim` over it).
        static func pose(_ look: SlideBackLook, _ p: Double, front: Bool, view: UIView, dim: UIView, width: Double) {
            if front {
                let scale = look.at("frontScale", p)
                view.transform = CGAffineTransform(translationX: look.x("frontX", p, width: width), y: 0).scaledBy(x: scale, y: scale)
                view.alpha = look.at("frontOpacity", p)
                view.layer.cornerRadius = look.at("frontRadius", p)
                view.layer.shadowOpacity = Float(look.at("frontShadow", p))
                view.layer.shadowRadius = (look.shadowWidth + look.shadowWidthFraction * width) / 2
                view.layer.shadowOffset = CGSize(width: -(look.shadowWidth + look.shadowWidthFraction * width) / 2, height: 0)
            } else {
                view.transform = CGAffineTransform(translationX: look.x("backX", p, width: width), y: 0)
                    .scaledBy(x: look.at("backScaleX", p), y: look.at("backScaleY", p))
                view.alpha = look.at("backOpacity", p)
                dim.alpha = look.at("backDim", p)
            }
        }
    """

    private static func animator(_ name: String) -> String {
        """
        /// Pushes and pops: both pages posed at every knot of the style's table, so the whole
        /// transition is the style's look; interruptible, so a finger can drive it.
        final class \(name)Animator: NSObject, UIViewControllerAnimatedTransitioning {
            let operation: UINavigationController.Operation
            let dragging: Bool
            private var running: UIViewImplicitlyAnimating?

            init(operation: UINavigationController.Operation, dragging: Bool) {
                self.operation = operation
                self.dragging = dragging
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                \(name)Style.duration
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                interruptibleAnimator(using: transitionContext).startAnimation()
            }

            func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                if let running { return running }
                let container = transitionContext.containerView
                guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
                    return UIViewPropertyAnimator(duration: 0, curve: .linear)
                }
                let pushing = operation == .push
                // The page in front is the new one in a push, the leaving one in a pop.
                let frontView = pushing ? toView : fromView, backView = pushing ? fromView : toView
                let dim = UIView(frame: container.bounds)
                dim.backgroundColor = .black
                dim.isUserInteractionEnabled = false
                if pushing { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
                backView.addSubview(dim)
                let look = dragging ? \(name)Style.drag : (pushing ? \(name)Style.push : \(name)Style.pop)
                let width = Double(container.bounds.width)
                // A push runs p from 1 to 0, a pop from 0 to 1.
                func p(atTime f: Double) -> Double {
                    let eased = \(name)Style.timingIsCurve || dragging ? f : \(name)Style.pushCurve(f)
                    return pushing ? 1 - eased : eased
                }
                func place(_ p: Double) {
                    \(name)Style.pose(look, p, front: true, view: frontView, dim: dim, width: width)
                    \(name)Style.pose(look, p, front: false, view: backView, dim: dim, width: width)
                }
                place(p(atTime: 0))
                let times = \(name)Style.timingIsCurve || dragging
                    ? look.knots.map { pushing ? 1 - $0 : $0 }.sorted()
                    : (0...64).map { Double($0) / 64 }
                let animator = UIViewPropertyAnimator(duration: \(name)Style.duration,
                                                      timingParameters: dragging ? UICubicTimingParameters(animationCurve: .linear) : \(name)Style.timing())
                animator.addAnimations {
                    UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear]) {
                        for (start, end) in zip(times, times.dropFirst()) {
                            UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: end - start) { place(p(atTime: end)) }
                        }
                    }
                }
                animator.addCompletion { _ in
                    dim.removeFromSuperview()
                    for view in [frontView, backView] {
                        view.transform = .identity
                        view.alpha = 1
                        view.layer.cornerRadius = 0
                        view.layer.shadowOpacity = 0
                    }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
                running = animator
                return animator
            }

            func animationEnded(_ transitionCompleted: Bool) {
                running = nil
            }
        }
        """
    }

    private static func interaction(_ name: String) -> String {
        """
        /// The back swipe: an edge pan drives the pop's progress; the release is decided by the
        /// style's rule and settles on its timing.
        final class \(name)Interaction: UIPercentDrivenInteractiveTransition {
            private weak var navigationController: UINavigationController?
            private(set) var isDragging = false

            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
                super.init()
                let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
                pan.edges = .left
                navigationController.view.addGestureRecognizer(pan)
            }

            @objc private func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
                guard let view = pan.view else { return }
                let width = Double(view.bounds.width)
                let translation = Double(pan.translation(in: view).x), velocity = Double(pan.velocity(in: view).x)
                switch pan.state {
                case .began:
                    guard pan.location(in: view).x <= \(name)Style.edgeWidth + 1 else { return }
                    isDragging = true
                    navigationController?.popViewController(animated: true)
                case .changed:
                    update(CGFloat(min(1, max(0, translation / width))))
                case .ended, .cancelled:
                    guard isDragging else { return }
                    isDragging = false
                    let done = pan.state == .ended && \(name)Style.completes(translation: translation, velocity: velocity, width: width)
                    let remaining = max(1, done ? width - translation : translation)
                    timingCurve = \(name)Style.settleTiming(velocity: CGVector(dx: abs(velocity) / remaining, dy: 0))
                    if done { finish() } else { cancel() }
                default:
                    break
                }
            }
        }
        """
    }

    private static func delegate(_ name: String) -> String {
        """
        /// Set as the navigation controller's delegate (keep a strong reference to it).
        final class \(name)NavigationDelegate: NSObject, UINavigationControllerDelegate {
            private var interaction: \(name)Interaction?

            func attach(to navigationController: UINavigationController) {
                interaction = \(name)Interaction(navigationController: navigationController)
                navigationController.delegate = self
            }

            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                \(name)Animator(operation: operation, dragging: interaction?.isDragging ?? false)
            }

            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? {
                interaction?.isDragging == true ? interaction : nil
            }
        }
        """
    }
}
