import Foundation
@testable import SlideBackCore

/// Which input format a fuzz case feeds, and the JSON paths its errors may name.
enum FuzzFormat: String {
    case scene, script

    /// The member every document needs at its top level.
    var rootKey: String { self == .scene ? "pages" : "events" }

    /// The keys the loader reads from each element: the only names a path may end in.
    var elementKeys: Set<String> {
        switch self {
        case .scene: return ["id", "title", "content", "bar", "barColor", "tabBar", "backGesture", "rightButton", "barSnapshot", "scrollsSideways", "largeTitle",
                             "statusBar", "tint", "background"]
        case .script: return ["frame", "action", "index", "x", "y", "pointer", "key", "width", "height", "dx", "dy"]
        }
    }
}
