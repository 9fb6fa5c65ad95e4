import SlideBackCore

/// The `swiftui` target: a view modifier that places a page by the style's pose tables, animatable
/// in the progress, so a push, a pop and a drag all draw exactly the style's look; the transitions
/// a custom stack inserts and removes pages with; the push animation (`timingCurve`, a
/// `CustomAnimation` for a curve of two parts, or `interpolatingSpring`) and the release rule.
extension CodeTarget {
    static let swiftUI = CodeTarget(
        name: "swiftui",
        fileExtension: "swift",
        platform: "SwiftUI for iOS 17 (ViewModifier & Animatable, AnyTransition.modifier(active:identity:), Animation.timingCurve, CustomAnimation, interpolatingSpring)",
        write: SwiftUIExport.code)
}

/// Writes the `swiftui` target.
enum SwiftUIExport {
    static func code(_ spec: StyleSpec) -> String {
        let name = SwiftExport.typeName(spec)
        var out = SwiftExport.styleEnum(spec, target: .swiftUI, framework: "SwiftUI", motion: [
            "static func pushCurve(_ t: Double) -> Double { \(SwiftExport.curve(spec.pushCurve.shape)) }",
            "static let animation: Animation = \(animation(spec))", "",
            "// " + ExportText.settle(spec) + "; a released drag animates its progress on this.",
            "static let settle: Animation = \(settle(spec))", "",
        ])
        if spec.pushMotion == .curve, !spec.pushCurve.shape.isOneCubic {
            out += customAnimation(name, spec) + [""]
        }
        out += [modifier(name), ""]
        out += [transitions(name)]
        if ZoomExport.flies(spec) { out += [""] + ZoomExport.swiftUI(spec) }
        return out.joined(separator: "\n") + "\n"
    }

    private static func animation(_ spec: StyleSpec) -> String {
        if spec.pushMotion == .spring {
            return ".interpolatingSpring(\(ExportText.springArguments(spec)), initialVelocity: 0)"
        }
        let duration = ExportText.number(spec.pushDuration)
        switch spec.pushCurve.shape {
        case .linear: return ".linear(duration: \(duration))"
        case let .cubic(x1, y1, x2, y2): return ".timingCurve(\([x1, y1, x2, y2].map(ExportText.number).joined(separator: ", ")), duration: \(duration))"
        default: return "Animation(\(SwiftExport.typeName(spec))Curve(duration: \(duration)))"
        }
    }

    private static func settle(_ spec: StyleSpec) -> String {
        switch spec.settleCurve {
        case .spring:
            return ".interpolatingSpring(\(ExportText.springArguments(spec)), initialVelocity: 0)"
        case .seed, .velocity:
            if case let .cubic(x1, y1, x2, y2) = spec.settleEasing.shape {
                return ".timingCurve(\([x1, y1, x2, y2].map(ExportText.number).joined(separator: ", ")), duration: \(ExportText.number(spec.settleDuration)))"
            }
            // Not one cubic: SwiftUI's timing curves take one, so the settle runs linear.
            return ".linear(duration: \(ExportText.number(spec.settleDuration))) // \(spec.settleEasing.rawValue) is not one cubic"
        case .flutter:
            return ".timingCurve(0.18, 1, 0.04, 1, duration: \(ExportText.number(SettleCurve.longestCompletion)))"
        }
    }

    /// A `CustomAnimation` for a push curve of two parts, which `timingCurve` cannot take.
    private static func customAnimation(_ name: String, _ spec: StyleSpec) -> [String] {
        ["/// The push curve, \(spec.pushCurve.rawValue): not one cubic, so an animation of its own.",
         "struct \(name)Curve: CustomAnimation {",
         "    let duration: TimeInterval",
         "    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {",
         "        guard time < duration else { return nil }",
         "        return value.scaled(by: \(name)Style.pushCurve(time / duration))",
         "    }",
         "}"]
    }

    private static func modifier(_ name: String) -> String {
        """
        /// Places a page at the style's progress p, as the page in front or the page underneath.
        /// SwiftUI animates p itself, so every moment of a push or pop is the style's pose.
        struct \(name)Pose: ViewModifier, Animatable {
            var progress: Double
            let front: Bool
            let look: SlideBackLook
            let width: Double

            var animatableData: Double {
                get { progress }
                set { progress = newValue }
            }

            func body(content: Content) -> some View {
                let p = progress
                let shadowWidth = look.shadowWidth + look.shadowWidthFraction * width
                if front {
                    content
                        .clipShape(RoundedRectangle(cornerRadius: look.at("frontRadius", p)))
                        .background(alignment: .leading) {
                            LinearGradient(colors: [.clear, .black.opacity(look.at("frontShadow", p))], startPoint: .leading, endPoint: .trailing)
                                .frame(width: shadowWidth)
                                .offset(x: -shadowWidth)
                        }
                        .scaleEffect(look.at("frontScale", p))
                        .offset(x: look.x("frontX", p, width: width))
                        .opacity(look.at("frontOpacity", p))
                } else {
                    content
                        .overlay(Color.black.opacity(look.at("backDim", p)).allowsHitTesting(false))
                        .scaleEffect(x: look.at("backScaleX", p), y: look.at("backScaleY", p))
                        .offset(x: look.x("backX", p, width: width))
                        .opacity(look.at("backOpacity", p))
                }
            }
        }
        """
    }

    private static func transitions(_ name: String) -> String {
        """
        /// The transitions of a custom stack (a ZStack of pages): a push inserts the new page in front
        /// and removes the old one underneath, a pop the other way round. A drag sets the top page's
        /// `\(name)Pose(progress: translation / width, front: true, look: \(name)Style.drag, ...)` itself
        /// and the page underneath's with `front: false`, then animates to 0 or 1 on `settle`.
        extension AnyTransition {
            static func \(name.prefix(1).lowercased() + name.dropFirst())Push(width: Double) -> AnyTransition {
                .asymmetric(
                    insertion: .modifier(active: \(name)Pose(progress: 1, front: true, look: \(name)Style.push, width: width),
                                         identity: \(name)Pose(progress: 0, front: true, look: \(name)Style.push, width: width)),
                    removal: .modifier(active: \(name)Pose(progress: 0, front: false, look: \(name)Style.push, width: width),
                                       identity: \(name)Pose(progress: 1, front: false, look: \(name)Style.push, width: width)))
            }

            static func \(name.prefix(1).lowercased() + name.dropFirst())Pop(width: Double) -> AnyTransition {
                .asymmetric(
                    insertion: .modifier(active: \(name)Pose(progress: 0, front: false, look: \(name)Style.pop, width: width),
                                         identity: \(name)Pose(progress: 1, front: false, look: \(name)Style.pop, width: width)),
                    removal: .modifier(active: \(name)Pose(progress: 1, front: true, look: \(name)Style.pop, width: width),
                                       identity: \(name)Pose(progress: 0, front: true, look: \(name)Style.pop, width: width)))
            }
        }
        """
    }
}
