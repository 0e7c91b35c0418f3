#ifndef NATIVESCALE_CASSIMP_SHIM_H
#define NATIVESCALE_CASSIMP_SHIM_H
#include <assimp/cimport.h>
#include <assimp/scene.h>
#include <assimp/postprocess.h>
#include <assimp/material.h>
#endif
