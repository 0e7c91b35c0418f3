#ifndef NATIVESCALE_CVULKAN_SHIM_H
#define NATIVESCALE_CVULKAN_SHIM_H
#include <vulkan/vulkan.h>
#endif
