// Brings giflib into Swift. Debian's libgif-dev ships no pkg-config file: the header is in the
// default include path and the module map links "gif" itself.
#include <gif_lib.h>
