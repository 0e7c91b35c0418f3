import Testing
import NativeScaleCore
import NativeScaleRenderer

/// The renderer's errors as values, filed by phase as vk-bootstrap files its own (loader,
/// instance, device, target, window, run): each case carries the values that explain it, its
/// phase is where it happened (a failed Vulkan call is filed where it was made, not as "run"),
/// and its one line names those values.
@Suite("Renderer errors: values, the phase they happened in, and the line that names them")
struct RendererErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let error: RendererError
        let phase: RendererError.Phase
        let status: NativeScaleCore.ExitStatus
        /// What the line must name: the error's values.
        let names: [String]
        var testDescription: String { "\(phase.rawValue): \(names.first ?? "")" }
    }

    static let cases: [Case] = [
        Case(error: .vulkan(function: "vkCreateInstance", result: -9, phase: .instance), phase: .instance, status: .failure,
             names: ["vkCreateInstance", "VK_ERROR_INCOMPATIBLE_DRIVER", "-9", "while creating the instance"]),
        Case(error: .vulkan(function: "vkCreateDevice", result: -3, phase: .device), phase: .device, status: .failure,
             names: ["vkCreateDevice", "VK_ERROR_INITIALIZATION_FAILED", "while opening the device"]),
        Case(error: .vulkan(function: "vkCreateImage (drawable)", result: -4, phase: .target), phase: .target, status: .failure,
             names: ["vkCreateImage (drawable)", "VK_ERROR_DEVICE_LOST", "while creating the render target"]),
        Case(error: .vulkan(function: "vkQueueSubmit", result: -4, phase: .run), phase: .run, status: .failure,
             names: ["vkQueueSubmit", "while running the frames"]),
        Case(error: .vulkan(function: "vkQueuePresentKHR", result: -1000001004, phase: .window), phase: .window, status: .failure,
             names: ["vkQueuePresentKHR", "VK_ERROR_OUT_OF_DATE_KHR"]),
        Case(error: .missingFunction("vkCreateSwapchainKHR", in: .device(extension: "VK_KHR_swapchain")), phase: .loader, status: .failure,
             names: ["vkCreateSwapchainKHR", "VK_KHR_swapchain"]),
        Case(error: .missingFunction("StartFrameCapture", in: .renderDoc(version: "1.6.0")), phase: .loader, status: .failure,
             names: ["StartFrameCapture", "1.6.0"]),
        Case(error: .extensionNotEnabled("VK_KHR_surface"), phase: .window, status: .failure, names: ["VK_KHR_surface"]),
        Case(error: .noShaderStatistics(device: "llvmpipe", extension: "VK_KHR_pipeline_executable_properties"), phase: .device, status: .failure,
             names: ["llvmpipe", "VK_KHR_pipeline_executable_properties"]),
        Case(error: .swapchainUsage(.copyInto, supported: 0x10), phase: .window, status: .failure, names: ["0x10"]),
        Case(error: .formatNotBlittable(format: "B8G8R8A8_SRGB", device: "llvmpipe"), phase: .window, status: .failure,
             names: ["B8G8R8A8_SRGB", "llvmpipe"]),
        Case(error: .noMemoryType(required: 0x6, resource: "readback", device: "llvmpipe"), phase: .target, status: .failure,
             names: ["0x6", "readback", "llvmpipe"]),
        Case(error: .timestampSlots(frames: 9, prepared: 40), phase: .run, status: .failure, names: ["9 frames", "40"]),
        Case(error: .filterNotPrepared(.lanczos3), phase: .run, status: .failure, names: ["lanczos3"]),
        Case(error: .notAComputeFilter(.blit), phase: .target, status: .failure, names: ["blit"]),
        Case(error: .imageTooLarge(width: 20000, height: 100, limit: 16384), phase: .target, status: .badInput, names: ["20000×100", "16384"]),
        Case(error: .unknownGPU("9", available: ["llvmpipe"]), phase: .device, status: .badInput, names: ["'9'", "0 'llvmpipe'"]),
        Case(error: .loaderMissing("libvulkan.so.1: cannot open shared object file"), phase: .loader, status: .unavailable,
             names: ["libvulkan.so.1", "apt-get install"]),
        Case(error: .timedOut("vkWaitForFences", seconds: 30), phase: .run, status: .failure, names: ["vkWaitForFences", "30 s"]),
        Case(error: .windowResized(to: PixelSize(width: 800, height: 600), needed: PixelSize(width: 1080, height: 1920)), phase: .window,
             status: .failure, names: ["800×600", "1080×1920"]),
        Case(error: .framebufferNotNative(given: PixelSize(width: 1080, height: 1041), needed: PixelSize(width: 1080, height: 1920)),
             phase: .window, status: .failure, names: ["1080×1041", "1080×1920"]),
        Case(error: .closedBeforeScreenshot, phase: .window, status: .failure, names: ["screenshot"]),
        Case(error: .noMonitors, phase: .window, status: .failure, names: ["no monitors"]),
    ]

    @Test("Each error is filed in the phase it happened in, exits with its status, and its line names its values", arguments: cases)
    func phaseStatusAndValues(_ testCase: Case) {
        #expect(testCase.error.phase == testCase.phase)
        #expect(testCase.error.exitStatus == testCase.status)
        let line = testCase.error.description
        #expect(!line.contains("\n"))
        for name in testCase.names { #expect(line.contains(name), "\(line) does not name \(name)") }
    }
}
