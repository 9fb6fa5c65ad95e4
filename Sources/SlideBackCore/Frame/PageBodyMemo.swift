import Foundation

/// The layers of the page bodies made lately (`PageLayers.body`), all but the clock, by what they
/// are made from: a moving page's body is the same every frame (the style moves its group, not
/// its layers), and laying out its elements again each frame was a third of making a frame's
/// layers. The clock, whose time changes every frame, is put in each time. Shared by every frame
/// of the process, hence the lock.
final class PageBodyMemo: @unchecked Sendable {
    /// What a body is made from, the clock's time aside; numbers compared by their bits, so that
    /// a body is only ever reused for exactly the numbers it was made with.
    struct Key {
        var pages: PageLayers
        var page: PageInstance
        var depth: Int
        var dx, scroll, verticalScroll, alpha: Double

        /// Whether `other` makes the same body. The pages are usually the same scene (the same
        /// arrays), found equal at once.
        func makesTheSame(as other: Key) -> Bool {
            page == other.page && depth == other.depth && dx.bitPattern == other.dx.bitPattern
                && scroll.bitPattern == other.scroll.bitPattern && verticalScroll.bitPattern == other.verticalScroll.bitPattern
                && alpha.bitPattern == other.alpha.bitPattern && pages == other.pages
        }
    }

    /// The one every frame shares.
    static let shared = PageBodyMemo()

    private let lock = NSLock()
    /// The latest first: a few, as a frame shows two pages and a bench plays two navigators.
    private var remembered: [(key: Key, layers: [Layer], clockIndex: Int)] = []
    private static let kept = 8

    /// The body's layers but the clock for `key`, and where the clock goes: as made before, else
    /// `make()`'s, remembered.
    func layers(for key: Key, else make: () -> (layers: [Layer], clockIndex: Int)) -> (layers: [Layer], clockIndex: Int) {
        lock.lock()
        if let known = remembered.first(where: { $0.key.makesTheSame(as: key) }) {
            lock.unlock()
            return (known.layers, known.clockIndex)
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        remembered.insert((key, made.layers, made.clockIndex), at: 0)
        if remembered.count > Self.kept { remembered.removeLast() }
        return made
    }
}
