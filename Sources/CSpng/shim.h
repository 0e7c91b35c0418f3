#ifndef NATIVESCALE_CSPNG_SHIM_H
#define NATIVESCALE_CSPNG_SHIM_H
#include <stdio.h>
#include <spng.h>
#endif
