#version 450
#extension GL_GOOGLE_include_directive : require
#include "mesh.glsl"
#include "mesh_vertex.glsl"
