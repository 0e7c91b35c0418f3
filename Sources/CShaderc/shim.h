#ifndef NATIVESCALE_CSHADERC_SHIM_H
#define NATIVESCALE_CSHADERC_SHIM_H
#include <shaderc/shaderc.h>
#endif
