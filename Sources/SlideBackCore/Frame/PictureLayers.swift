import Foundation

/// The layers of the pictures a `StatusBackdrop` looks into, by the pages that make them and
/// snapshot entry, kept from frame to frame: a picture's layers depend only on its entry and the
/// pages that make them, and making them again each frame was a sixth of choosing the text's
/// colour. A few sets of pages (a bench plays two navigators side by side), a few dozen entries
/// each, so that it stays small whatever runs. Shared by every frame of the process, hence the lock.
final class PictureLayers: @unchecked Sendable {
    /// The one the frames share.
    static let shared = PictureLayers()

    private let lock = NSLock()
    private var sets: [(pages: PageLayers, made: [SnapshotEntry: [Layer]])] = []
    private static let maximumSets = 4, maximumEntries = 64

    /// `entry`'s picture's layers as `pages` make them (`PageLayers.picture(of:)`).
    func layers(of entry: SnapshotEntry, by pages: PageLayers) -> [Layer] {
        lock.lock()
        defer { lock.unlock() }
        // Compared, not hashed: the scene's pages are usually the same array, found equal at once.
        guard let index = sets.firstIndex(where: { $0.pages == pages }) else {
            let layers = pages.picture(of: entry)
            sets.insert((pages, [entry: layers]), at: 0)
            if sets.count > Self.maximumSets { sets.removeLast() }
            return layers
        }
        if let known = sets[index].made[entry] { return known }
        let layers = pages.picture(of: entry)
        if sets[index].made.count >= Self.maximumEntries { sets[index].made = [:] }
        sets[index].made[entry] = layers
        return layers
    }
}
