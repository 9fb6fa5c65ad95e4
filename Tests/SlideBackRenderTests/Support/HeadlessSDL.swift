import CSDL2
import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// SDL started once for the whole test process, on the offscreen video driver with no display:
/// its windows take the software renderer as the dummy driver's do, and the GPU renderers too,
/// through EGL (Mesa's llvmpipe without a GPU). `SDLSystem` is kept alive for the process's life,
/// as the program keeps it.
enum HeadlessSDL {
    /// The started system, or the reason SDL could not start (reported by every test that needs it).
    static let started: Result<SDLSystem, Error> = {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        return Result { try SDLSystem(headless: true, renderer: .opengles2) }
    }()

    /// Starts SDL if needed; throws the start-up failure so the calling test fails with SDL's reason.
    static func start() throws {
        _ = try started.get()
    }
}
