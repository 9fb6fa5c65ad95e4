/// The status text's colours a page asks for; the raw values are the scene file's names.
public enum StatusBarStyle: String, CaseIterable, Sendable {
    /// White text (iOS's `.lightContent`), for dark pages.
    case light
    /// Dark text (iOS's `.darkContent`), for light pages.
    case dark
    /// Whichever of the two has the higher contrast against what lies under the status text.
    case auto
}
