// Brings SDL2 into Swift; the include path comes from pkg-config.
#include <SDL2/SDL.h>
