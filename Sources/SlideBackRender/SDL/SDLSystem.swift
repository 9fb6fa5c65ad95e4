import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation

/// Starts and stops the SDL libraries the program uses (video and events, PNG loading, fonts).
public final class SDLSystem: Sendable {
    /// Whether SDL runs without a display (dummy video driver, software rendering).
    public let headless: Bool

    /// Starts SDL. Headless runs force the dummy video driver unless `offscreen` was asked for, so
    /// they work on a machine without any display; a headless run on a GPU `renderer` takes the
    /// `offscreen` driver, whose EGL context needs no display either. A failure names what is missing.
    public init(headless: Bool, renderer: RendererChoice = .auto) throws {
        self.headless = headless
        if headless {
            let asked = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
            if renderer.drawsOnGPU {
                if asked != "offscreen" { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
            } else if asked != "offscreen" && asked != "dummy" {
                setenv("SDL_VIDEODRIVER", "dummy", 1)
            }
        }
        // Touch screens also send synthetic mouse events; the program follows fingers itself.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        let environment = ProcessInfo.processInfo.environment
        if !headless, environment["SDL_VIDEODRIVER"] == nil,
           (environment["DISPLAY"] ?? "").isEmpty, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            // Said before SDL starts: probing for Wayland would print libwayland's own error line.
            throw SDLError(message: "neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        if !headless, environment["SDL_VIDEODRIVER"] == nil, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            // Only X11 is named: asking for it alone gives SDL's own reason when it fails, rather
            // than a fall back to an invisible driver, and no Wayland probe prints its own error.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
        }
        try SDLError.check(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS),
                           headless ? "cannot start SDL video" : "cannot start SDL video on \(Self.displaysTried(environment))")
        // Without a display SDL falls back to its invisible offscreen or dummy driver by itself, and
        // a window run would go on forever where nobody can see it or close it. Asked for by name
        // (SDL_VIDEODRIVER), they are the user's choice.
        if !headless, ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil,
           let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }), driver == "offscreen" || driver == "dummy" {
            SDL_Quit()
            throw SDLError(message: "SDL found no X11 or Wayland display on \(Self.displaysTried(environment)), only its invisible \(driver) driver")
        }
        guard IMG_Init(Int32(IMG_INIT_PNG.rawValue)) & Int32(IMG_INIT_PNG.rawValue) != 0 else {
            let error = SDLError("cannot start SDL_image's PNG support")
            SDL_Quit()
            throw error
        }
        guard TTF_Init() == 0 else {
            let error = SDLError("cannot start SDL_ttf")
            IMG_Quit()
            SDL_Quit()
            throw error
        }
    }

    /// The displays a window run tries, as the environment names them: "DISPLAY=:1", or both.
    static func displaysTried(_ environment: [String: String]) -> String {
        let named = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].compactMap { key in
            environment[key].flatMap { $0.isEmpty ? nil : "\(key)=\($0.prefix(60))" }
        }
        return named.isEmpty ? "no display named in the environment" : named.joined(separator: ", ")
    }

    // No deinit that quits: fonts and textures may outlive this object by a moment at exit, and
    // closing FreeType under an open font crashes. The libraries stop with the process.
}
