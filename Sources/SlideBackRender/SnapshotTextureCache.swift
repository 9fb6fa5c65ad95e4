import SlideBackCore

/// One render-target texture per snapshot the core's store holds, following the store's list:
/// a new entry is captured (painted into a target texture), an entry that left is released.
final class SnapshotTextureCache {
    private var textures: [SnapshotKey: SDLTexture] = [:]
    private var pixelSize = (width: 0, height: 0)

    /// Snapshots currently held as textures.
    var count: Int { textures.count }

    /// The texture of a snapshot, if it has been captured.
    func texture(for key: SnapshotKey) -> SDLTexture? {
        textures[key]
    }

    /// Makes the textures match `entries`: paints the missing ones with `paint` (called with the
    /// target already set) and releases those no longer listed. A change of the screen's pixel size
    /// (`width` x `height`) drops all; `height(for:)` gives a texture's height (bar pictures are short).
    func sync(_ entries: [SnapshotEntry], width: Int, height: Int, renderer: SDLRenderer,
              heightFor: (SnapshotEntry) -> Int, paint: (SnapshotEntry) -> Void) throws {
        if pixelSize != (width, height) {
            textures.removeAll()
            pixelSize = (width, height)
        }
        if textures.count > entries.count || entries.contains(where: { textures[$0.key] == nil }) {
            let wanted = Set(entries.map(\.key))
            textures = textures.filter { wanted.contains($0.key) }
        }
        for entry in entries where textures[entry.key] == nil {
            // A bar picture keeps its transparency: a transparent bar must show the page under it.
            let isBar = entry.key.kind == .bar
            let texture = try SDLTexture(target: renderer, width: width, height: max(1, heightFor(entry)), transparent: isBar)
            try renderer.setTarget(texture)
            renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: isBar ? 0 : 255))
            paint(entry)
            try renderer.setTarget(nil)
            textures[entry.key] = texture
        }
    }

    /// Forgets every texture: after the renderer lost its targets, they are painted again on demand.
    func removeAll() {
        textures.removeAll()
    }
}
