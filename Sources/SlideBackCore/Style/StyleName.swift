/// The five built-in techniques of the first version, by the names `--style` and the README use:
/// SPEC.md's four in its order, then ours; keys 1-5 pick them in this order. Every other style
/// (built-in since, or loaded from a file) is a `StyleSpec` named by a string and derived from one
/// of these, and is reached with Tab.
public enum StyleName: String, CaseIterable, Sendable {
    /// SPEC style 1: the stock transition with one shared, cross-fading bar (the baseline and the problem).
    case system
    /// SPEC styles 2 + 5: whole-window screenshots, parallax and a fading cover; the push/pop animator.
    case snapshot
    /// SPEC style 3: a full-screen drag over the page's picture taken when it appeared, fixed 0.5 cover.
    case weibo
    /// SPEC style 4: every page carries a picture of its own bar; the real bar hides during transitions.
    case barSnapshot = "bar-snapshot"
    /// Ours: whole pages with their bars, both drawn live from their data; nothing is ever stale.
    case slideback

    /// The style a program starts with when none is asked for.
    public static let defaultStyle = StyleName.slideback

    /// The number key (1-5) that switches to this style.
    public var keyNumber: Int { Self.allCases.firstIndex(of: self)! + 1 }

    /// The style a number key picks, or `nil` for a number with no style.
    public init?(keyNumber: Int) {
        guard (1...Self.allCases.count).contains(keyNumber) else { return nil }
        self = Self.allCases[keyNumber - 1]
    }

    /// The behaviour and drawing of this style.
    public var style: BuiltInStyle { BuiltInStyle(name: self) }
}

/// A built-in style by its name, with its spec: what `StyleName.style` answers.
public struct BuiltInStyle: Equatable, Sendable {
    /// Its name.
    public let name: StyleName

    /// Its constants and looks.
    public var spec: StyleSpec { StyleSpec.builtIn(name) }

    /// Its gesture and timing constants.
    public var rules: StyleRules { spec.rules }
}
