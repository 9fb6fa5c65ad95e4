import XCTest
@testable import SlideBackCore

/// A layer reduced to what the style tests compare: what it shows (not where or how opaque).
enum Shown: Equatable, CustomStringConvertible {
    case body(PageInstance)
    case clock
    case tabBar
    /// A navigation bar: its title, its background (`nil` = none) and whether it shows a back button.
    case bar(title: String, background: Color?, back: Bool)
    case status
    /// The black cover.
    case cover
    case shadow
    case picture(SnapshotKey)
    /// Anything else (a non-black fill): never expected.
    case other(String)

    init(_ layer: Layer) {
        switch layer.content {
        case .pageBody(let page): self = .body(page)
        case .clock: self = .clock
        case .tabBar: self = .tabBar
        case .navigationBar(let bar): self = .bar(title: bar.title, background: bar.background, back: bar.showsBackButton)
        case .statusBar: self = .status
        case .fill(let color): self = color == .black ? .cover : .other("fill \(color)")
        case .edgeShadow: self = .shadow
        case .snapshot(let key): self = .picture(key)
        case .scrolledBody(let page, let scroll): self = .other("body \(page) scrolled \(scroll)")
        case .piece(let piece): self = .other("element \(piece)")
        }
    }

    var description: String {
        switch self {
        case .body(let page): return "body \(page)"
        case .clock: return "clock"
        case .tabBar: return "tab bar"
        case .bar(let title, let background, let back):
            return "bar '\(title)' \(background.map { "\($0)" } ?? "clear")\(back ? " <" : "")"
        case .status: return "status"
        case .cover: return "cover"
        case .shadow: return "shadow"
        case .picture(let key): return "picture \(key)"
        case .other(let text): return text
        }
    }
}
