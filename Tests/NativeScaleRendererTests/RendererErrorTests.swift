import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// The renderer's errors as values, one type per phase as vk-bootstrap has one per setup step
/// (loader, instance, device, resources, pipelines, recording, readback, window): every case of
/// every phase, its phase, the Vulkan call it carries (a failed call, out of memory included, is
/// filed where it was made), its exit status and the one line that names its values.
@Suite("Renderer errors: every case's phase, Vulkan call, status and line")
struct RendererErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let error: RendererError
        let phase: RendererError.Phase
        /// The Vulkan function the error carries, when a call failed.
        let call: String?
        let status: NativeScaleCore.ExitStatus
        /// What the line must name: the error's values.
        let names: [String]
        var testDescription: String { "\(phase.rawValue): \(names.first ?? "")" }

        init(_ error: RendererError, _ phase: RendererError.Phase, call: String? = nil, _ status: NativeScaleCore.ExitStatus, names: [String]) {
            self.error = error
            self.phase = phase
            self.call = call
            self.status = status
            self.names = names
        }
    }

    static let size = PixelSize(width: 1080, height: 1920)

    static let loader: [Case] = [
        Case(
            .loader(.call(VulkanCall("vkEnumerateInstanceVersion", result: -1))), .loader, call: "vkEnumerateInstanceVersion", .failure,
            names: ["vkEnumerateInstanceVersion", "VK_ERROR_OUT_OF_HOST_MEMORY", "while loading a library"]),
        Case(.loader(.vulkanMissing("libvulkan.so.1: cannot open shared object file")), .loader, .unavailable, names: ["libvulkan.so.1", "apt-get install"]),
        Case(.loader(.glfwMissing("libglfw.so.3 has no glfwInit")), .loader, .unavailable, names: ["libglfw.so.3", "libglfw3"]),
        Case(.loader(.renderDocMissing("librenderdoc.so: not found")), .loader, .unavailable, names: ["librenderdoc.so", "--capture"]),
        Case(
            .loader(.missingFunction("vkCreateSwapchainKHR", in: .device(extension: "VK_KHR_swapchain"))), .loader, .failure,
            names: ["vkCreateSwapchainKHR", "VK_KHR_swapchain"]),
        Case(.loader(.missingFunction("StartFrameCapture", in: .renderDoc(version: "1.6.0"))), .loader, .failure, names: ["StartFrameCapture", "1.6.0"]),
    ]

    static let instance: [Case] = [
        Case(
            .instance(.call(VulkanCall("vkCreateInstance", result: -3))), .instance, call: "vkCreateInstance", .failure,
            names: ["vkCreateInstance", "VK_ERROR_INITIALIZATION_FAILED", "-3", "while creating the instance"]),
        Case(.instance(.loaderTooOld(supports: "1.0.65", needs: "1.1")), .instance, .unavailable, names: ["1.0.65", "1.1"]),
        Case(.instance(.noDriver), .instance, .unavailable, names: ["ICD"]),
        Case(.instance(.extensionsMissing(["VK_KHR_xlib_surface"], forWindows: true)), .instance, .unavailable, names: ["VK_KHR_xlib_surface", "windows"]),
        Case(.instance(.validationLayerMissing), .instance, .unavailable, names: ["VK_LAYER_KHRONOS_validation", "vulkan-validationlayers"]),
        Case(
            .instance(.validationMessages(["VUID-vkCmdDraw-None-08600", "second"])), .instance, .validation,
            names: ["2 message(s)", "VUID-vkCmdDraw-None-08600"]),
    ]

    static let device: [Case] = [
        Case(
            .device(.call(VulkanCall("vkCreateDevice", result: -7))), .device, call: "vkCreateDevice", .failure,
            names: ["vkCreateDevice", "VK_ERROR_EXTENSION_NOT_PRESENT", "while opening the device"]),
        Case(.device(.noSuitableDevice(["llvmpipe: no dynamicRendering"])), .device, .unavailable, names: ["llvmpipe: no dynamicRendering"]),
        Case(.device(.unknownGPU("9", available: ["llvmpipe"])), .device, .badInput, names: ["'9'", "0 'llvmpipe'"]),
        Case(
            .device(.refused(name: "Null hardware (RADV NAVI21)", reasons: ["it has no memory heaps"])), .device, .unavailable,
            names: ["Null hardware (RADV NAVI21)", "no memory heaps"]),
        Case(.device(.unknownFamily("navi99", valid: ["navi21", "gfx1100"])), .device, .badInput, names: ["navi99", "navi21, gfx1100"]),
        Case(
            .device(.noShaderStatistics(device: "llvmpipe", extension: "VK_KHR_pipeline_executable_properties")), .device, .failure,
            names: ["llvmpipe", "VK_KHR_pipeline_executable_properties"]),
    ]

    static let resources: [Case] = [
        Case(
            .resources(.call(VulkanCall("vkAllocateMemory (drawable, 10485760 bytes)", result: -2))), .resources,
            call: "vkAllocateMemory (drawable, 10485760 bytes)", .failure,
            names: ["out of device memory", "vkAllocateMemory (drawable, 10485760 bytes)", "VK_ERROR_OUT_OF_DEVICE_MEMORY", "while creating resources"]),
        Case(
            .resources(.call(VulkanCall("vkCreateImage (drawable)", result: 0))), .resources, call: "vkCreateImage (drawable)", .failure,
            names: ["vkCreateImage (drawable)", "no handle"]),
        Case(.resources(.imageTooLarge(width: 20000, height: 100, limit: 16384)), .resources, .badInput, names: ["20000×100", "16384"]),
        Case(
            .resources(.targetUnsupported(device: "llvmpipe", missing: ["4× MSAA of d32f", "rgb10a2 color attachments"])), .resources, .unavailable,
            names: ["llvmpipe", "no 4× MSAA of d32f, no rgb10a2 color attachments"]),
        Case(.resources(.noMemoryType(required: 0x6, resource: "readback", device: "llvmpipe")), .resources, .failure, names: ["0x6", "readback", "llvmpipe"]),
        Case(.resources(.emptyScene), .resources, .failure, names: ["draws nothing"]),
        Case(
            .resources(.pixelsDoNotFitDrawable(drawable: PixelSize(width: 720, height: 1560), format: .rgba16f, given: PixelSize(width: 64, height: 64))),
            .resources, .badInput, names: ["64×64", "720×1560", "rgba16f", "expected"]),
    ]

    static let pipelines: [Case] = [
        Case(
            .pipelines(.call(VulkanCall("vkCreateGraphicsPipelines (scene)", result: -2))), .pipelines, call: "vkCreateGraphicsPipelines (scene)",
            .failure, names: ["out of device memory", "vkCreateGraphicsPipelines (scene)", "while creating pipelines"]),
        Case(.pipelines(.filterNotPrepared(.lanczos3)), .pipelines, .failure, names: ["lanczos3"]),
        Case(.pipelines(.notAComputeFilter(.blit)), .pipelines, .failure, names: ["blit"]),
    ]

    static let recording: [Case] = [
        Case(
            .recording(.call(VulkanCall("vkQueueSubmit", result: -4))), .recording, call: "vkQueueSubmit", .failure,
            names: ["vkQueueSubmit", "VK_ERROR_DEVICE_LOST", "while recording or submitting work"]),
        Case(.recording(.timedOut("vkWaitForFences", seconds: 30)), .recording, .failure, names: ["vkWaitForFences", "30 s"]),
        Case(.recording(.timestampSlots(frames: 9, prepared: 40)), .recording, .failure, names: ["9 frames", "40"]),
        Case(.recording(.slotsInFlight(2)), .recording, .failure, names: ["all 2 frame slots", "read one back"]),
        Case(.recording(.replayDiverged(asked: "a round", holds: "nothing")), .recording, .badInput, names: ["a round", "nothing"]),
        Case(
            .recording(.unknownFault(variable: "NATIVESCALE_INJECT_FAULT", value: "late-stamp", valid: ["skipped-draw"])), .recording, .badInput,
            names: ["NATIVESCALE_INJECT_FAULT='late-stamp'", "skipped-draw"]),
        Case(.recording(.captureFailed("RenderDoc 1.6.0 wrote no capture for native")), .recording, .failure, names: ["RenderDoc 1.6.0", "native"]),
    ]

    static let readback: [Case] = [
        Case(
            .readback(.call(VulkanCall("vkGetQueryPoolResults", result: -4))), .readback, call: "vkGetQueryPoolResults", .failure,
            names: ["vkGetQueryPoolResults", "VK_ERROR_DEVICE_LOST", "while reading results back"]),
        Case(.readback(.notHostVisible), .readback, .failure, names: ["host-visible"]),
        Case(.readback(.timestampsNotReady), .readback, .failure, names: ["VK_NOT_READY"]),
    ]

    static let window: [Case] = [
        Case(
            .window(.call(VulkanCall("vkQueuePresentKHR", result: -1_000_001_004))), .window, call: "vkQueuePresentKHR", .failure,
            names: ["vkQueuePresentKHR", "VK_ERROR_OUT_OF_DATE_KHR", "surface or swapchain"]),
        Case(.window(.noDisplayServer("DISPLAY and WAYLAND_DISPLAY are not set")), .window, .unavailable, names: ["DISPLAY and WAYLAND_DISPLAY", "Xvfb"]),
        Case(.window(.system("could not open a 800×600 window: X error")), .window, .failure, names: ["800×600", "X error"]),
        Case(
            .window(.surfaceRefused(VulkanCall("glfwCreateWindowSurface", result: -1_000_000_001), windowSystem: "X11: BadMatch")), .window,
            call: "glfwCreateWindowSurface", .failure, names: ["glfwCreateWindowSurface", "VK_ERROR_NATIVE_WINDOW_IN_USE_KHR", "BadMatch"]),
        Case(.window(.presentModeUnsupported("mailbox", available: ["fifo"])), .window, .badInput, names: ["mailbox", "fifo"]),
        Case(.window(.extensionNotEnabled("VK_KHR_surface")), .window, .failure, names: ["VK_KHR_surface"]),
        Case(.window(.swapchainUsage(.copyInto, supported: 0x10)), .window, .failure, names: ["0x10"]),
        Case(.window(.formatNotBlittable(format: "B8G8R8A8_SRGB", device: "llvmpipe")), .window, .failure, names: ["B8G8R8A8_SRGB", "llvmpipe"]),
        Case(.window(.resized(to: PixelSize(width: 800, height: 600), needed: size)), .window, .failure, names: ["800×600", "1080×1920"]),
        Case(
            .window(.framebufferNotNative(given: PixelSize(width: 1080, height: 1041), needed: size)), .window, .failure,
            names: ["1080×1041", "1080×1920"]),
        Case(.window(.closedBeforeScreenshot), .window, .failure, names: ["screenshot"]),
        Case(.window(.noMonitors), .window, .failure, names: ["no monitors"]),
    ]

    static let cases = loader + instance + device + resources + pipelines + recording + readback + window

    @Test(
        "Each error is filed in its phase, carries the Vulkan call that failed, exits with its status, and its line names its values",
        arguments: cases)
    func phaseCallStatusAndLine(_ testCase: Case) {
        #expect(testCase.error.phase == testCase.phase)
        #expect(testCase.error.call?.function == testCase.call)
        #expect(testCase.error.exitStatus == testCase.status)
        let line = testCase.error.description
        #expect(!line.contains("\n"))
        for name in testCase.names { #expect(line.contains(name), "\(line) does not name \(name)") }
    }

    @Test("Every phase has a case in the table, and a failed call in each phase says that phase")
    func everyPhase() {
        #expect(Set(Self.cases.map(\.phase)) == Set(RendererError.Phase.allCases))
        for phase in RendererError.Phase.allCases {
            let error = RendererError.failed(VulkanCall("vkCall", result: -4), in: phase)
            #expect(error.phase == phase)
            #expect(error.description.hasSuffix(phase.during), "\(error)")
        }
    }

    @Test("Out of memory while creating a pipeline reports the pipelines phase, the call and the result")
    func outOfMemoryKeepsItsPhase() {
        let call = VulkanCall("vkCreateComputePipelines (area)", result: -2)
        let error = RendererError.failed(call, in: .pipelines)
        #expect(error == .pipelines(.call(call)))
        #expect(error.phase == .pipelines && call.isOutOfMemory)
        #expect(error.description == "out of device memory in vkCreateComputePipelines (area) (VK_ERROR_OUT_OF_DEVICE_MEMORY) while creating pipelines")
    }

    @Test("The result names the errors' module keeps without Vulkan's headers are vulkan_core.h's codes, each one")
    func resultNamesAreTheHeadersCodes() {
        let table = Dictionary(uniqueKeysWithValues: VulkanCall.resultNames.map { ($0.name, $0.code) })
        #expect(table == VulkanCall.headerCodes)
        #expect(VulkanCall("vkCall", result: VulkanCall.headerCodes["VK_ERROR_OUT_OF_HOST_MEMORY"] ?? 0).isOutOfMemory)
    }
}
