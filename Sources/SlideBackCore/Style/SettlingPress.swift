/// What a press during a completing settle does (`whileSettling`).
public enum SettlingPress: String, CaseIterable, Equatable, Sendable {
    /// It catches the settling page where it is drawn.
    case `catch`
    /// The pop finishes at once and the press may swipe the next page away (iOS 26).
    case swipeNext
}
