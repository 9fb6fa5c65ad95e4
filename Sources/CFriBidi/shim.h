// GNU FriBidi: the Unicode bidirectional algorithm, for titles mixing right-to-left and left-to-right text.
#include <fribidi.h>
