// Brings SDL2_ttf into Swift; the include path comes from pkg-config.
#include <SDL2/SDL_ttf.h>
