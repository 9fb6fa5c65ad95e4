import SlideBackCore
import SlideBackRender

/// Loads a `--scene` file for drawing on a `screen`, as every command that takes one does: each
/// key nobody reads and each title character that is not drawn is a warning on standard error.
/// Throws the file's error, naming the file and the place.
func loadSceneFile(_ path: String, screen: Size = ScreenLayout.phone) throws -> Scene {
    var warnings: [String] = []
    let scene = try Scene.loadForDrawing(contentsOf: path, screen: screen, warnings: &warnings)
    for warning in warnings { printWarning("slideback: warning: \(warning)") }
    scene.titleWarnings(file: path).forEach(printWarning)
    return scene
}

/// The scene `--screens` makes from screenshots, measured for drawing on `screen`. Throws an
/// `OptionError` naming the flag and the file: a missing path, a folder with no PNG or JPEG in
/// it, a file that cannot be read or decoded.
func loadScreens(_ paths: [String], screen: Size) throws -> Scene {
    let scene: Scene
    do {
        scene = try Scene.screens(paths).measuringBackdrops(screen: screen)
    } catch {
        throw OptionError(description: "--screens: \(error)")
    }
    // Measuring decodes every image: one it could not decode would otherwise draw as a blank page.
    for page in scene.pages where page.backdrop == nil {
        guard case .image(let path) = page.content else { continue }
        throw OptionError(description: "--screens: \(Scene.ScreensProblem(path: path, reason: "cannot be decoded as a PNG or JPEG image"))")
    }
    return scene
}
