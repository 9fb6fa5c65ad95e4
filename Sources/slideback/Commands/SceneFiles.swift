import SlideBackCore
import SlideBackRender

/// Loads a `--scene` file for drawing on a `screen`, as every command that takes one does: each
/// key nobody reads and each title character that is not drawn is a warning on standard error.
/// Throws the file's error, naming the file and the place.
func loadSceneFile(_ path: String, screen: Size = Size(width: 414, height: 896)) throws -> Scene {
    var warnings: [String] = []
    let scene = try Scene.loadForDrawing(contentsOf: path, screen: screen, warnings: &warnings)
    for warning in warnings { printWarning("slideback: warning: \(warning)") }
    scene.titleWarnings(file: path).forEach(printWarning)
    return scene
}
