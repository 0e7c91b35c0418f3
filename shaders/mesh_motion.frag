#version 450
#extension GL_GOOGLE_include_directive : require
#define WRITES_MOTION
#include "mesh.glsl"
#include "mesh_fragment.glsl"
