#ifndef NATIVESCALE_CZLIB_SHIM_H
#define NATIVESCALE_CZLIB_SHIM_H
#include <zlib.h>
#endif
