/// What ends a list row; the raw values are the scene file's names.
public enum RowAccessory: String, CaseIterable, Sendable {
    /// Nothing.
    case none
    /// A grey disclosure chevron.
    case chevron
    /// A switch that is on.
    case switchOn
    /// A switch that is off.
    case switchOff
}
