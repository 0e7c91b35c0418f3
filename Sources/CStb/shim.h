#ifndef NATIVESCALE_CSTB_SHIM_H
#define NATIVESCALE_CSTB_SHIM_H
#include <stb/stb_image.h>
#endif
