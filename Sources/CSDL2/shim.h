// Brings SDL2 into Swift; the header is found as <SDL2/...> in the
// system folder and includes its siblings by relative name, so no pkg-config include path is
// needed (sdl2.pc would add -D_REENTRANT, a flag SwiftPM refuses with a warning).
#include <SDL2/SDL.h>
// The window's native handles (X11 on Linux): the window watches its own visibility, which SDL
// does not report (see WindowOcclusion.swift).
#include <SDL2/SDL_syswm.h>
