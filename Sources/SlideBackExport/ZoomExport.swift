import SlideBackCore

/// What the export says of a zoom style (`frontGeometry` `zoomSource`, `ios-zoom`): iOS 18 has
/// the transition itself, so the Swift targets hand it to the system (SwiftUI's
/// `navigationTransition(.zoom(sourceID:in:))` with `matchedTransitionSource`, UIKit's
/// `preferredTransition = .zoom`), their pose tables staying as the fallback before iOS 18; every
/// other target says in one line that it cannot fly a page to a source element.
public enum ZoomExport {
    /// Whether any phase of `spec` flies the page in front to and from a source element.
    public static func flies(_ spec: StyleSpec) -> Bool {
        [spec.drag, spec.look(for: .push), spec.look(for: .pop)].contains { $0.frontGeometry == .zoomSource }
    }

    /// What the code targets draw instead: the program's flight without a source.
    public static let sourcelessFlight = "the exported page flies to the screen inset by 5% and fades, as UIKit does without a source"

    /// What the web page's player draws instead: it reads no `frontGeometry`, so only the look's other numbers.
    public static let lookWithoutFlight = "the page plays the look's other numbers only (it shrinks under the finger, and a push or pop only dims)"

    /// The one line of a target that has no zoom transition, naming `platform` and what it draws
    /// `instead` ("Flutter has no zoom ...").
    public static func cannotZoom(_ platform: String, instead: String = sourcelessFlight) -> String {
        "\(platform) has no zoom of a page out of and back into a source element (frontGeometry zoomSource, iOS 18's zoom); "
            + instead + ", and the drag down that dismisses it is not exported"
    }

    /// The line of a Swift target, whose zoom code follows the style's types.
    static let byTheSystem = "the page in front flies to and from a source element of the page underneath (frontGeometry zoomSource): "
        + "iOS 18 and later do that themselves with the zoom transition below, drag down and edge swipe included; "
        + "the pose tables, for iOS 17, fly it to the screen inset by 5% and fade it, as UIKit does without a source"

    /// The black over the page underneath while the page in front covers it.
    private static func dimming(_ spec: StyleSpec) -> String {
        ExportText.number(spec.look(for: .push).backDim.from)
    }

    /// SwiftUI's zoom, as two modifiers for the source and the pushed page.
    static func swiftUI(_ spec: StyleSpec) -> [String] {
        let name = SwiftExport.typeName(spec)
        return ["/// iOS 18's own zoom transition: mark the cell or row the page grows out of with",
                "/// `\(lowered(name))Source(id:in:)` and the pushed page (the NavigationLink's destination)",
                "/// with `\(lowered(name))Destination(id:in:)`, the same id in the same @Namespace. The system",
                "/// flies the page, dims the page underneath and dismisses it by a drag down or from the edge.",
                "@available(iOS 18.0, *)",
                "extension View {",
                "    func \(lowered(name))Source(id: some Hashable, in namespace: Namespace.ID) -> some View {",
                "        matchedTransitionSource(id: id, in: namespace)",
                "    }",
                "",
                "    func \(lowered(name))Destination(id: some Hashable, in namespace: Namespace.ID) -> some View {",
                "        navigationTransition(.zoom(sourceID: id, in: namespace))",
                "    }",
                "}"]
    }

    /// UIKit's zoom, set on the page before it is pushed.
    static func uiKit(_ spec: StyleSpec) -> [String] {
        let name = SwiftExport.typeName(spec)
        return ["/// iOS 18's own zoom transition: call `\(lowered(name))(from:)` on the page before pushing it,",
                "/// with a closure returning the cell or row it grows out of (nil: the system's fallback).",
                "/// The system flies the page and dismisses it by a drag down or from the edge; the style's",
                "/// dimming of the page underneath is its dimming colour.",
                "@available(iOS 18.0, *)",
                "extension UIViewController {",
                "    func \(lowered(name))(from source: @escaping () -> UIView?) {",
                "        let options = UIViewController.Transition.ZoomOptions()",
                "        options.dimmingColor = UIColor.black.withAlphaComponent(\(dimming(spec)))",
                "        preferredTransition = .zoom(options: options) { _ in source() }",
                "    }",
                "}"]
    }

    /// `SlideBackIosZoom` as a member name: `slideBackIosZoom`.
    private static func lowered(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
