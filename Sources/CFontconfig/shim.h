// Fontconfig: finds an installed font that has the glyphs a title needs.
#include <fontconfig/fontconfig.h>
