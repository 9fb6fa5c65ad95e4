/// How the navigation bar takes part in a transition.
public enum BarTreatment: String, CaseIterable, Equatable, Sendable {
    /// One bar that stays put and cross-fades from one page's to the other's (the stock transition).
    case shared
    /// Each page moves with its own live bar (whole-page styles).
    case perPage
    /// Each page moves with a picture of its own bar; the real bar hides (SPEC style 4).
    case barPicture
    /// Each page moves with a copy of its own bar's background; the titles and buttons stay put
    /// in one shared bar and cross-fade (KMNavigationBarTransition, HBDNavigationBar, QMUI).
    case fakeBackground
}
