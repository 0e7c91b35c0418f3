#ifndef NATIVESCALE_CVULKAN_SHIM_H
#define NATIVESCALE_CVULKAN_SHIM_H
#include <vulkan/vulkan.h>

// The window-system surface structs, declared here with the same layout as
// VkXlibSurfaceCreateInfoKHR and VkWaylandSurfaceCreateInfoKHR, so that surfaces can be made
// from GLFW's native handles through nativescale's own Vulkan loader without the X11 and
// Wayland headers (the handles are opaque pointers and an XID here).
typedef struct NSXlibSurfaceCreateInfo {
    VkStructureType sType;
    const void *pNext;
    VkFlags flags;
    void *dpy;
    unsigned long window;
} NSXlibSurfaceCreateInfo;
typedef VkResult (*NSPFN_vkCreateXlibSurfaceKHR)(VkInstance, const NSXlibSurfaceCreateInfo *, const VkAllocationCallbacks *, VkSurfaceKHR *);

typedef struct NSWaylandSurfaceCreateInfo {
    VkStructureType sType;
    const void *pNext;
    VkFlags flags;
    void *display;
    void *surface;
} NSWaylandSurfaceCreateInfo;
typedef VkResult (*NSPFN_vkCreateWaylandSurfaceKHR)(VkInstance, const NSWaylandSurfaceCreateInfo *, const VkAllocationCallbacks *, VkSurfaceKHR *);
#endif
