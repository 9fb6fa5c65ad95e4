/// How the live loop presents its fixed steps (`--present`).
public enum LivePresentation: String, CaseIterable, Sendable {
    /// The first version's: the newest fixed step at every refresh, input applied at steps only.
    case steps
    /// At the display's own rate: the state at the moment the frame will be seen (the newest step
    /// moved on by the time since it, for the refresh predicted), with the finger-driven page at
    /// the newest pointer sample; input and the clock are read as late before the refresh as is
    /// safe. The fixed steps are unchanged, so replay stays exact.
    case display
}
