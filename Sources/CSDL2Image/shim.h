// Brings SDL2_image into Swift; the include path comes from pkg-config.
#include <SDL2/SDL_image.h>
