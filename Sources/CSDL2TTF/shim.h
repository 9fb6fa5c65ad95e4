// Brings SDL2_ttf into Swift; the header is found as <SDL2/...> in the
// system folder and includes its siblings by relative name, so no pkg-config include path is
// needed (sdl2.pc would add -D_REENTRANT, a flag SwiftPM refuses with a warning).
#include <SDL2/SDL_ttf.h>
