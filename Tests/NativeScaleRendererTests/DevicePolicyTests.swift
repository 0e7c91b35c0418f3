import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// The device policy as a pure function over device descriptions, with the figures real drivers
/// report: lavapipe (Mesa 22.3.6), Mesa's RADV null-hardware device, an Android Vulkan 1.1
/// driver, a Vulkan 1.2 desktop driver before 1.3, MoltenVK, and an H100.
@Suite("Device policy")
struct DevicePolicyTests {
    static let allFeatures = DeviceCapabilities.Features(dynamicRendering: true, synchronization2: true, hostQueryReset: true)

    static func device(
        _ name: String, kind: GPUDeviceInfo.Kind = .discrete, version: VulkanVersion = VulkanVersion(1, 3, 230),
        instance: VulkanVersion = VulkanVersion(1, 3), extensions: Set<String> = [],
        features: DeviceCapabilities.Features = allFeatures, validBits: Int? = 64, period: Double = 1,
        computeAndGraphics: Bool = true, heaps: Int = 1, deviceLocal: Bool = true
    ) -> DeviceCapabilities {
        DeviceCapabilities(
            name: name, kind: kind, deviceVersion: version, instanceVersion: instance, extensions: extensions,
            features: features, queueTimestampValidBits: validBits, timestampPeriod: period,
            timestampComputeAndGraphics: computeAndGraphics, memoryHeapCount: heaps, hasDeviceLocalMemory: deviceLocal)
    }

    @Test("Lavapipe on Vulkan 1.3: usable with core features, no extensions, timestamps")
    func lavapipe() {
        let verdict = DevicePolicy.evaluate(Self.device("llvmpipe (LLVM 15.0.6, 256 bits)", kind: .cpu))
        #expect(verdict.reasons.isEmpty)
        #expect(verdict.setup == DevicePolicy.Setup(dynamicRendering: .core, synchronization2: .core, hostQueryReset: .core, extensions: []))
        #expect(verdict.supportsTimestamps)
        #expect(verdict.notes.isEmpty)
    }

    @Test("Mesa's null-hardware device cannot run work: named, no heaps, infinite period")
    func radvNullDevice() {
        let verdict = DevicePolicy.evaluate(Self.device("Null hardware (RADV NAVI21)", period: .infinity, heaps: 0, deviceLocal: false))
        #expect(verdict.setup == nil)
        #expect(verdict.cannotRun.count == 3)
        #expect(verdict.cannotRun.contains { $0.contains("null-hardware") })
        #expect(verdict.cannotRun.contains("it has no memory heaps"))
        #expect(verdict.cannotRun.contains("its timestampPeriod is inf"))
        #expect(!verdict.supportsTimestamps)
    }

    @Test("The null device with VK_KHR_pipeline_executable_properties is compile-only: no run setup, a statistics setup")
    func radvNullDeviceCompilesStatistics() {
        var features = Self.allFeatures
        features.pipelineExecutableInfo = true
        let verdict = DevicePolicy.evaluate(
            Self.device(
                "Null hardware (RADV NAVI21)", extensions: [DevicePolicy.statisticsExtension],
                features: features, period: .infinity, heaps: 0, deviceLocal: false))
        #expect(verdict.setup == nil)
        #expect(
            verdict.statisticsSetup
                == DevicePolicy.Setup(
                    dynamicRendering: .core, synchronization2: .core, hostQueryReset: .core,
                    extensions: [DevicePolicy.statisticsExtension], pipelineStatistics: true))
    }

    @Test("A runnable device that reports statistics enables them for bench; one without the feature bit does not")
    func statisticsOnRunnableDevices() {
        var features = Self.allFeatures
        features.pipelineExecutableInfo = true
        let radv = DevicePolicy.evaluate(Self.device("AMD Radeon RX 6800 (RADV NAVI21)", extensions: [DevicePolicy.statisticsExtension], features: features))
        #expect(radv.setup?.pipelineStatistics == true)
        #expect(radv.setup?.extensions == [DevicePolicy.statisticsExtension])
        let offered = DevicePolicy.evaluate(Self.device("AMD Radeon RX 6800 (RADV NAVI21)", extensions: [DevicePolicy.statisticsExtension]))
        #expect(offered.setup?.pipelineStatistics == false)
        #expect(offered.statisticsSetup == nil)
        let lavapipe = DevicePolicy.evaluate(Self.device("llvmpipe (LLVM 15.0.6, 256 bits)", kind: .cpu))
        #expect(lavapipe.statisticsSetup == nil)
    }

    @Test("A Vulkan 1.2 driver with the KHR extensions: dynamic rendering and synchronization2 through them")
    func vulkan12() {
        let verdict = DevicePolicy.evaluate(
            Self.device(
                "AMD Radeon RX 6800 (RADV NAVI21)", version: VulkanVersion(1, 2, 182),
                extensions: ["VK_KHR_dynamic_rendering", "VK_KHR_synchronization2", "VK_KHR_swapchain"]))
        #expect(verdict.reasons.isEmpty)
        #expect(verdict.setup?.dynamicRendering == .extension("VK_KHR_dynamic_rendering"))
        #expect(verdict.setup?.synchronization2 == .extension("VK_KHR_synchronization2"))
        #expect(verdict.setup?.hostQueryReset == .core)
        #expect(verdict.setup?.extensions == ["VK_KHR_dynamic_rendering", "VK_KHR_synchronization2"])
    }

    @Test("An Android Vulkan 1.1 driver: every feature by extension, with dynamic rendering's dependencies")
    func android11() {
        let verdict = DevicePolicy.evaluate(
            Self.device(
                "Mali-G78", kind: .integrated, version: VulkanVersion(1, 1, 177),
                extensions: [
                    "VK_KHR_dynamic_rendering", "VK_KHR_synchronization2", "VK_EXT_host_query_reset",
                    "VK_KHR_create_renderpass2", "VK_KHR_depth_stencil_resolve",
                ]))
        #expect(verdict.reasons.isEmpty)
        #expect(verdict.setup?.hostQueryReset == .extension("VK_EXT_host_query_reset"))
        #expect(
            verdict.setup?.extensions == [
                "VK_KHR_create_renderpass2", "VK_KHR_depth_stencil_resolve", "VK_KHR_dynamic_rendering",
                "VK_KHR_synchronization2", "VK_EXT_host_query_reset",
            ])
    }

    @Test("A 1.3 device behind a 1.1 loader uses the extensions, not the 1.3 core")
    func oldLoader() {
        let verdict = DevicePolicy.evaluate(
            Self.device(
                "NVIDIA GeForce RTX 3060", instance: VulkanVersion(1, 1),
                extensions: ["VK_KHR_dynamic_rendering", "VK_KHR_synchronization2", "VK_EXT_host_query_reset"]))
        #expect(verdict.setup?.dynamicRendering == .extension("VK_KHR_dynamic_rendering"))
        #expect(verdict.setup?.hostQueryReset == .extension("VK_EXT_host_query_reset"))
    }

    @Test("A 1.1 driver without dynamic rendering is unsuitable, naming what is missing")
    func missingDynamicRendering() {
        let verdict = DevicePolicy.evaluate(
            Self.device(
                "Adreno (TM) 640", kind: .integrated, version: VulkanVersion(1, 1, 128),
                extensions: ["VK_EXT_host_query_reset"],
                features: .init(dynamicRendering: false, synchronization2: false, hostQueryReset: true)))
        #expect(verdict.setup == nil)
        #expect(verdict.cannotRun.isEmpty)
        #expect(
            verdict.missing == [
                "no dynamicRendering (Vulkan 1.3 or VK_KHR_dynamic_rendering)",
                "no synchronization2 (Vulkan 1.3 or VK_KHR_synchronization2)",
            ])
    }

    @Test("Vulkan 1.0 is below the floor")
    func vulkan10() {
        let verdict = DevicePolicy.evaluate(Self.device("old", version: VulkanVersion(1, 0, 61)))
        #expect(verdict.missing.first == "Vulkan 1.0 < 1.1")
    }

    @Test("Timestamps need valid bits and a finite period, not timestampComputeAndGraphics")
    func timestampsWithoutComputeAndGraphics() {
        #expect(DevicePolicy.evaluate(Self.device("Mali-G710", computeAndGraphics: false)).supportsTimestamps)
        #expect(!DevicePolicy.evaluate(Self.device("no bits", validBits: 0)).supportsTimestamps)
        #expect(!DevicePolicy.evaluate(Self.device("zero period", period: 0)).supportsTimestamps)
    }

    @Test("MoltenVK: VK_KHR_portability_subset is enabled because it is offered")
    func moltenVK() {
        let verdict = DevicePolicy.evaluate(
            Self.device(
                "Apple M2 Pro", kind: .integrated, version: VulkanVersion(1, 2, 268),
                extensions: ["VK_KHR_portability_subset", "VK_KHR_dynamic_rendering", "VK_KHR_synchronization2"]))
        #expect(verdict.reasons.isEmpty)
        #expect(verdict.setup?.extensions.contains("VK_KHR_portability_subset") == true)
    }

    @Test(
        "A data-centre part is usable, with a note naming the part",
        arguments: [("NVIDIA H100 80GB HBM3", "H100"), ("NVIDIA A100-SXM4-40GB", "A100"), ("NVIDIA H200", "H200")])
    func dataCentre(_ name: String, part: String) {
        let verdict = DevicePolicy.evaluate(Self.device(name))
        #expect(verdict.reasons.isEmpty)
        #expect(verdict.notes == [.dataCentrePart(device: name, part: part)])
    }

    @Test("Display GPUs get no data-centre warning", arguments: ["NVIDIA GeForce RTX 4090", "AMD Radeon RX 7900 XTX", "Apple M2 Pro", "NVIDIA RTX A4000"])
    func displayGPU(_ name: String) {
        #expect(DevicePolicy.evaluate(Self.device(name)).notes.isEmpty)
    }

    static func info(_ index: Int, _ name: String, _ kind: GPUDeviceInfo.Kind, reasons: [String] = []) -> GPUDeviceInfo {
        GPUDeviceInfo(
            index: index, name: name, kind: kind, driverName: "d", driverInfo: "", apiVersion: "1.3.0", timestampPeriod: 1,
            timestampValidBits: 64, timestampComputeAndGraphics: true, maxImageDimension2D: 16384, unsuitableReasons: reasons,
            cannotRunWork: !reasons.isEmpty)
    }

    @Test("The null device is never chosen by default and is refused by name; lavapipe stays the default")
    func choice() throws {
        let devices = [
            Self.info(0, "Null hardware (RADV NAVI21)", .discrete, reasons: ["it has no memory heaps"]),
            Self.info(1, "llvmpipe (LLVM 15.0.6, 256 bits)", .cpu),
        ]
        #expect(try GPUDeviceInfo.choose(nil, from: devices).index == 1)
        #expect(throws: RendererError.device(.refused(name: "Null hardware (RADV NAVI21)", reasons: ["it has no memory heaps"]))) {
            try GPUDeviceInfo.choose("null", from: devices)
        }
        #expect(throws: RendererError.device(.refused(name: "Null hardware (RADV NAVI21)", reasons: ["it has no memory heaps"]))) {
            try GPUDeviceInfo.choose("0", from: devices)
        }
    }

    @Test("When presenting, only devices that can present to the window are chosen")
    func presentableChoice() throws {
        let devices = [Self.info(0, "Discrete without a display", .discrete), Self.info(1, "Integrated", .integrated)]
        #expect(try GPUDeviceInfo.choose(nil, from: devices).index == 0)
        #expect(try GPUDeviceInfo.choose(nil, from: devices, presentable: [1]).index == 1)
        #expect(throws: RendererError.self) { try GPUDeviceInfo.choose("0", from: devices, presentable: [1]) }
        #expect(throws: RendererError.self) { try GPUDeviceInfo.choose(nil, from: devices, presentable: []) }
    }
}
