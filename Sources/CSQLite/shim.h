#ifndef NATIVESCALE_CSQLITE_SHIM_H
#define NATIVESCALE_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
