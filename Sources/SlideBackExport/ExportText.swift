import Foundation
import SlideBackCore

/// What every target's code says alike: numbers in their shortest form, the header naming the
/// style and the platform, and the lines on what a platform fixes itself and so cannot take from
/// the style. Each target writes these in its own comment syntax.
enum ExportText {
    /// A number to 6 decimals, in the shortest form that says it ("0.5", "96", "-0.333333").
    static func number(_ value: Double) -> String { SpringUnits.rounded(value, digits: 6) }

    /// The style's name as part of a type's name: its ASCII letters and digits, each word
    /// capitalised ("react-navigation" is "ReactNavigation"); a name with none is "Style".
    static func typeName(_ name: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.isEmpty ? "Style" : joined.first!.isNumber ? "Style" + joined : joined
    }

    /// `text` fit for a one-line comment: control characters (line breaks among them) and the
    /// ends of block comments become spaces.
    static func line(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
            .replacingOccurrences(of: "*/", with: "* /")
    }

    /// The header: the style, where it came from, and the platform the code is for.
    static func header(_ spec: StyleSpec, target: CodeTarget) -> [String] {
        ["SlideBack style \"\(line(spec.name))\": \(line(spec.summary))",
         StyleSpec.builtIns.contains(spec) ? "A built-in style of SlideBack." : "Made from \"\(line(spec.baseName))\".",
         "Written by `slideback export --target \(target.name) \(line(spec.name))` against \(target.platform).",
         "Every constant the platform can take is carried over; what it cannot is said where it would go."]
    }

    /// The spring's arguments as Swift's and Dart's spring APIs name them: `mass: 1, stiffness: 342, damping: 37`.
    static func springArguments(_ spec: StyleSpec) -> String {
        "mass: \(number(spec.springMass)), stiffness: \(number(spec.springStiffness)), damping: \(number(spec.springDamping))"
    }

    /// The push's, the pop's and the drag's timing in words, for comments.
    static func timing(_ spec: StyleSpec) -> String {
        spec.pushMotion == .spring
            ? "pushes and pops run on the spring (stiffness \(number(spec.springStiffness)), damping \(number(spec.springDamping)), mass \(number(spec.springMass)))"
            : "pushes and pops take \(number(spec.pushDuration)) s on \(spec.pushCurve.rawValue)"
    }

    /// The release rule in words: when a released swipe pops.
    static func releaseRule(_ spec: StyleSpec) -> String {
        let fraction = number(spec.completeAt)
        switch spec.release {
        case .distance:
            return spec.completeDistance.map { "pops past \(number($0)) pt" } ?? "pops past \(fraction) of the width"
        case .fling:
            let speed = spec.flingSpeed.map { "\(number($0)) pt/s" } ?? "\(number(spec.flingVelocity)) widths/s"
            return "a fling of at least \(speed) decides by its direction, else it pops past \(fraction) of the width"
        case .projected:
            return "pops when x + \(number(spec.projection)) s x velocity passes \(fraction) of the width"
        }
    }

    /// The settle of a released swipe in words.
    static func settle(_ spec: StyleSpec) -> String {
        switch spec.settleCurve {
        case .seed: return "a released swipe settles in \(number(spec.settleDuration)) s on \(spec.settleEasing.rawValue)"
        case .flutter: return "a released swipe settles in the distance left x 0.8 s (at most 0.3 s back) on fastLinearToSlowEaseIn"
        case .spring: return "a released swipe settles on the spring from the finger's velocity"
        case .velocity:
            return "a released swipe settles in the distance left over the release speed, at most \(number(spec.settleDuration)) s, on \(spec.settleEasing.rawValue)"
        }
    }

    /// The bar treatment in words: no target's transition API draws the navigation bar.
    static func bar(_ look: PhaseLook) -> String {
        switch look.bar {
        case .shared: return "the bar: one shared bar that stays put and cross-fades (the platform's own bar does this)"
        case .perPage: return "the bar: each page moves with its own bar (put the bar inside each page)"
        case .barPicture: return "the bar: each page moves with a picture of its bar while the real bar hides"
        case .fakeBackground: return "the bar: each page moves with a copy of its bar's background; titles and buttons cross-fade in one shared bar"
        }
    }

    /// The style's other constants no transition API takes, in words, one line each, for
    /// `platform` (a zoom style's line says it cannot zoom, or, `zoomsNatively`, that the system does).
    static func fixedByPlatform(_ spec: StyleSpec, platform: String, zoomsNatively: Bool = false) -> [String] {
        var lines = [bar(spec.drag)]
        if spec.snapshots != .none { lines.append("pictures: the style draws stored pictures of pages (\(spec.snapshots)); this code draws them live") }
        if let end = spec.drag.gestureEnd {
            lines.append("a finger holds the look within its gesture part (to p \(number(end))) and the release runs the rest; here the progress runs through the whole look")
        }
        if spec.deadZone > 0 {
            lines.append("the page stays put for the finger's first \(number(spec.deadZone)) pt and then follows that far behind it: take \(number(spec.deadZone)) pt off the translation before dividing by the width")
        }
        if spec.backProgress == .aosp {
            lines.append("the progress is Android's back progress (AOSP TouchTracker: linear up to min(412 dp, width), then reaching 1 at the width), which BackEventCompat.progress already is; elsewhere it is the translation over the width")
        }
        if let stiffness = spec.backProgressStiffness {
            lines.append("the held progress follows the finger on a critically damped spring of stiffness \(number(stiffness)) (AOSP BackProgressAnimator), which Android applies before an app sees the progress; elsewhere it follows the finger exactly")
        }
        if ZoomExport.flies(spec) {
            lines.append(zoomsNatively ? ZoomExport.byTheSystem : "not expressed: " + ZoomExport.cannotZoom(platform))
        }
        if spec.drag.followY > 0 {
            lines.append("the page in front follows the finger up and down (followY \(number(spec.drag.followY)), margin \(number(spec.drag.followYMargin)) pt): a transition driven by progress alone cannot")
        }
        return lines
    }

    /// The phases whose look differs from the drag's, by name.
    static func ownLooks(_ spec: StyleSpec) -> [String] {
        [("push", spec.push), ("pop", spec.pop)].compactMap { name, look in look.map { $0 == spec.drag ? nil : name } ?? nil }
    }
}
