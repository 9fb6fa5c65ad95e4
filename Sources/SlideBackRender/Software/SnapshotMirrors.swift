import CSDL2

/// Copies in main memory of the snapshots drawn dimmed lately, which the software renderer's
/// own dimmed copy reads (`SDLRenderer.drawOwnCopy`; SDL's goes a pixel and a channel at a
/// time, and a transition dims the page under it every frame). A snapshot's copy is read back
/// when it is first drawn dimmed after being painted. Only the latest few keep one: a copy
/// costs a screen of memory, and each transition dims one page.
final class SnapshotMirrors {
    /// How many snapshots keep a copy.
    static let limit = 4

    private struct Kept {
        weak var texture: SDLTexture?
    }

    private let renderer: SDLRenderer
    /// The snapshots keeping a copy, the most recently drawn last.
    private var kept: [Kept] = []

    init(renderer: SDLRenderer) {
        self.renderer = renderer
    }

    /// Makes `texture`'s copy current before it is drawn dimmed into the window, on the software
    /// renderer only; the oldest other copy beyond `limit` is let go. A copy that cannot be read
    /// back stays stale, and SDL draws the snapshot. Only while drawing into the window: the
    /// own copy draws nowhere else.
    func prepare(_ texture: SDLTexture) {
        guard renderer.isSoftware, renderer.ownsBlends, renderer.drawsIntoWindow, SDLTexture.readableFormats.contains(texture.format) else { return }
        kept.removeAll { $0.texture == nil || $0.texture === texture }
        kept.append(Kept(texture: texture))
        while kept.count > Self.limit { kept.removeFirst().texture?.mirror = nil }
        texture.keepMirror(in: texture.format, renderer: renderer)
    }
}
