import SlideBackCore

/// One render-target texture per snapshot the core's store lists, held within a memory budget.
///
/// The store lists what exists; this cache decides what is resident. A listed entry is painted
/// from its description (page, depth, moment) when it is first listed, and kept in least-recently-
/// used order of need (a layer drew it, or it was just taken). Beyond the budget the least recently
/// needed ones are evicted; since an entry describes its picture completely, an evicted one is
/// painted again, identical, before the frame whose layers show it. Entries a frame shows are kept
/// even when they alone exceed the budget (a blank would be worse than the memory), and that is
/// reported. Textures of entries that left are kept for the next picture of the same size, so a
/// push or a re-paint reuses memory instead of allocating it.
final class SnapshotTextureCache {
    /// A texture and the picture it holds.
    private struct Resident {
        /// What is painted in it; a listed entry that differs (re-taken) is painted again.
        var entry: SnapshotEntry
        /// The target texture.
        let texture: SDLTexture
    }

    /// The pictures held, by key.
    private var resident: [SnapshotKey: Resident] = [:]
    /// Textures of entries that left or were evicted, kept for reuse (they count towards the budget).
    private var spare: [SDLTexture] = []
    /// When each listed entry was last needed (frame number); entries never seen before are new.
    private var lastUse: [SnapshotKey: Int] = [:]
    /// Listed entries whose texture was evicted: painted again when shown, or when room frees up.
    private var evicted: Set<SnapshotKey> = []
    /// The list as last followed, and the same by key.
    private var listed: [SnapshotEntry] = []
    private var listedByKey: [SnapshotKey: SnapshotEntry] = [:]
    /// Set when a pass over the free room placed nothing and nothing has changed since: most frames.
    private var roomSettled = false
    /// Frames synced so far: the clock of "last needed".
    private var frameNumber = 0
    /// The screen's size in pixels the textures were made for.
    private var pixelSize = (width: 0, height: 0)

    /// Most bytes of texture memory this cache may hold (width x height x 4 per texture).
    var budgetBytes: Int
    /// Bytes of texture memory held now: resident pictures and spare textures.
    private(set) var bytes = 0
    /// The most `bytes` ever was.
    private(set) var peakBytes = 0
    /// Pictures evicted to stay within the budget, over the cache's life.
    private(set) var evictions = 0
    /// Evicted pictures painted again, over the cache's life.
    private(set) var repaints = 0
    /// Frames in which the pictures shown alone needed more than the budget.
    private(set) var framesOverBudget = 0

    /// Spare textures kept beyond those the budget forces out: enough for a pop followed by a push.
    static let spareLimit = 2

    /// Makes an empty cache holding at most `budgetBytes` of textures.
    init(budgetBytes: Int) {
        self.budgetBytes = budgetBytes
    }

    /// Snapshots currently held as textures.
    var count: Int { resident.count }

    /// The texture of a snapshot, if it is resident.
    func texture(for key: SnapshotKey) -> SDLTexture? {
        resident[key]?.texture
    }

    /// Makes the textures follow `entries` for one frame: every entry in `shown` (the keys the
    /// frame's layers draw) is resident afterwards, new entries are painted as far as the budget
    /// allows, entries no longer listed are let go. `paint` draws an entry into the current target.
    /// Screen pictures are `width` x `height` pixels, bar pictures `width` x `barHeight`; a change
    /// of the screen's pixel size drops everything.
    func sync(_ entries: [SnapshotEntry], shown: Set<SnapshotKey>, width: Int, height: Int, barHeight: Int,
              renderer: SDLRenderer, paint: (SnapshotEntry) -> Void) throws {
        try withoutActuallyEscaping(paint) { paint in
            let painter = Painter(renderer: renderer, width: width, screenHeight: height, barHeight: barHeight, paint: paint)
            try sync(entries, shown: shown, painter: painter)
        }
    }

    /// `sync` with its painting closure wrapped up.
    private func sync(_ entries: [SnapshotEntry], shown: Set<SnapshotKey>, painter: Painter) throws {
        let width = painter.width, height = painter.screenHeight
        frameNumber += 1
        if pixelSize != (width, height) {
            removeAll()
            pixelSize = (width, height)
        }
        // The list is the store's array, unchanged on most frames: comparing it is then O(1).
        if entries != listed {
            follow(entries)
        }
        for key in shown where lastUse[key] != nil { lastUse[key] = frameNumber }
        // What the frame shows comes first, whatever the budget.
        var shownBytes = 0
        for key in shown {
            guard let entry = listedByKey[key] else { continue }
            if resident[key] == nil { try place(entry, painter, protecting: shown, mayExceed: true) }
            shownBytes += painter.bytes(entry)
        }
        if shownBytes > budgetBytes { framesOverBudget += 1 }
        try fillFreeRoom(painter, protecting: shown)
        trimSpares()
        peakBytes = max(peakBytes, bytes)
    }

    /// Forgets every texture: after the renderer lost its targets, they are painted again on demand.
    func removeAll() {
        resident.removeAll()
        spare.removeAll()
        lastUse.removeAll()
        evicted.removeAll()
        listed = []
        listedByKey = [:]
        bytes = 0
        roomSettled = false
    }

    // MARK: - Following the list

    /// Lets go of entries no longer listed (or re-taken with a new moment) and notes new ones as
    /// needed now: a picture is taken because it will be shown.
    private func follow(_ entries: [SnapshotEntry]) {
        var now: [SnapshotKey: SnapshotEntry] = [:]
        for entry in entries { now[entry.key] = entry }
        roomSettled = false
        for (key, held) in resident where now[key] != held.entry {
            spare.append(held.texture)
            resident[key] = nil
        }
        lastUse = lastUse.filter { now[$0.key] != nil }
        evicted = evicted.filter { now[$0] != nil }
        for entry in entries where lastUse[entry.key] == nil { lastUse[entry.key] = frameNumber }
        // Nothing listed (back at the root, or a style without pictures): give the memory back.
        if entries.isEmpty {
            spare.forEach(release)
            spare.removeAll()
        }
        listed = entries
        listedByKey = now
    }

    /// Paints listed entries that are not resident while they fit: all new ones (newest first; an
    /// older new one would be evicted by a newer one at once, so it is left unpainted) and at most
    /// one evicted one per frame, the latest taken (for a stack of screenshots, the page the next
    /// pop shows), so a pop's freed room is refilled without making any one frame slow.
    private func fillFreeRoom(_ painter: Painter, protecting shown: Set<SnapshotKey>) throws {
        guard !roomSettled, resident.count < listed.count else { return }
        var placed = false
        for entry in listed.reversed() where resident[entry.key] == nil {
            let isNew = !evicted.contains(entry.key)
            if !isNew && placed { continue }
            if painter.bytes(entry) > budgetBytes - residentBytes {
                // Only a new picture may push out an older one, as least-recently-used order says.
                guard isNew, try place(entry, painter, protecting: shown, mayExceed: false) else {
                    evicted.insert(entry.key)
                    continue
                }
            } else {
                try place(entry, painter, protecting: shown, mayExceed: false)
            }
            placed = true
        }
        roomSettled = !placed
    }

    /// Makes `entry` resident: a spare texture of its size, else a new one, evicting the least
    /// recently needed pictures (never one in `shown`) to make room. Returns false when it does not
    /// fit and `mayExceed` is false.
    @discardableResult
    private func place(_ entry: SnapshotEntry, _ painter: Painter, protecting shown: Set<SnapshotKey>,
                       mayExceed: Bool) throws -> Bool {
        let height = painter.height(entry)
        // A bar picture keeps its transparency: a transparent bar must show the page under it.
        let transparent = entry.key.kind == .bar
        let size = painter.bytes(entry)
        var texture = takeSpare(width: painter.width, height: height, transparent: transparent)
        while texture == nil, bytes + size > budgetBytes, !spare.isEmpty {
            release(spare.removeLast())
        }
        while texture == nil, bytes + size > budgetBytes, let victim = leastRecentlyNeeded(excluding: shown, before: lastUse[entry.key]) {
            let held = resident.removeValue(forKey: victim)!
            evictions += 1
            evicted.insert(victim)
            if held.texture.width == painter.width, held.texture.height == height, held.texture.hasAlpha == transparent {
                texture = held.texture
            } else {
                release(held.texture)
            }
        }
        if texture == nil {
            guard mayExceed || bytes + size <= budgetBytes else { return false }
            texture = try SDLTexture(target: painter.renderer, width: painter.width, height: height, transparent: transparent)
            bytes += size
        }
        if evicted.remove(entry.key) != nil { repaints += 1 }
        try painter.draw(entry, into: texture!)
        resident[entry.key] = Resident(entry: entry, texture: texture!)
        peakBytes = max(peakBytes, bytes)
        roomSettled = false
        return true
    }

    /// The resident picture needed longest ago, not in `shown`, and needed before `limit` (an
    /// entry never evicts one needed as recently as itself).
    private func leastRecentlyNeeded(excluding shown: Set<SnapshotKey>, before limit: Int?) -> SnapshotKey? {
        var oldest: (key: SnapshotKey, use: Int)?
        for key in resident.keys where !shown.contains(key) {
            let use = lastUse[key] ?? 0
            if let limit, use >= limit { continue }
            if oldest == nil || use < oldest!.use { oldest = (key, use) }
        }
        return oldest?.key
    }

    /// A spare texture of that size and kind, taken out of the spares, if there is one.
    private func takeSpare(width: Int, height: Int, transparent: Bool) -> SDLTexture? {
        guard let index = spare.firstIndex(where: { $0.width == width && $0.height == height && $0.hasAlpha == transparent }) else {
            return nil
        }
        return spare.remove(at: index)
    }

    /// Lets go of the oldest spares beyond `spareLimit`.
    private func trimSpares() {
        while spare.count > Self.spareLimit { release(spare.removeFirst()) }
    }

    /// Stops counting a texture's memory; it is freed when the last reference to it goes.
    private func release(_ texture: SDLTexture) {
        bytes -= texture.width * texture.height * 4
    }

    /// Bytes held by resident pictures only: spare textures can always be given back.
    private var residentBytes: Int {
        bytes - spare.reduce(0) { $0 + $1.width * $1.height * 4 }
    }
}

extension SnapshotTextureCache {
    /// Paints an entry into a target texture: the one place a snapshot is drawn.
    fileprivate struct Painter {
        let renderer: SDLRenderer
        /// Width of every picture in pixels.
        let width: Int
        /// Height of a screen picture, and of a bar picture (the bar over its visible boundary).
        let screenHeight: Int, barHeight: Int
        let paint: (SnapshotEntry) -> Void

        /// A picture's height in pixels.
        func height(_ entry: SnapshotEntry) -> Int { max(1, entry.key.kind == .bar ? barHeight : screenHeight) }

        /// The memory of an entry's texture: four bytes a pixel.
        func bytes(_ entry: SnapshotEntry) -> Int { width * height(entry) * 4 }

        /// Paints the entry into the texture (`paint` clears it as needed).
        func draw(_ entry: SnapshotEntry, into texture: SDLTexture) throws {
            try renderer.setTarget(texture)
            texture.mirror?.markStale(nil)
            paint(entry)
            try renderer.setTarget(nil)
        }
    }
}
