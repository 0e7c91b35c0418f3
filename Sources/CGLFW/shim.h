#ifndef NATIVESCALE_CGLFW_SHIM_H
#define NATIVESCALE_CGLFW_SHIM_H
// Types and constants only: the library is opened at run time (GLFWLibrary.swift), so every
// command that needs no window runs on a machine without libglfw3. The Vulkan entry point
// glfwCreateWindowSurface is declared on the Swift side with CVulkan's types.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#endif
