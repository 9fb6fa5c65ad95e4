// Brings zlib into Swift, for the recorder's fast PNG encoder (zlib1g-dev, already a dependency
// of SDL2_image's libpng).
#include <zlib.h>
