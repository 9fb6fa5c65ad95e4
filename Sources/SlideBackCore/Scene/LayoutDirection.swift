/// Which way a scene reads: left to right, or right to left (Arabic, Hebrew, Persian, Urdu). A
/// right-to-left run is the left-to-right one seen in a mirror, as UIKit's
/// `semanticContentAttribute`, Android's `swipeEdge` and Ionic's `document.dir` make it: the back
/// button and the back swipe's edge on the right, every transform, threshold and velocity
/// mirrored. Only the placement of text and pictures mirrors, never their pixels.
public enum LayoutDirection: String, CaseIterable, Equatable, Sendable {
    /// Left to right: the program's own coordinates.
    case ltr
    /// Right to left: the screen is the left-to-right layout mirrored about its vertical centre line.
    case rtl

    /// Whether screen points are the program's own points mirrored.
    public var isMirrored: Bool { self == .rtl }
}
