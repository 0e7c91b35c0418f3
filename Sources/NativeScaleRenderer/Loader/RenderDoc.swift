internal import CVulkan
public import NativeScaleRendering
import NativeScaleWindowing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// RenderDoc's in-application API (`RENDERDOC_GetAPI` of `librenderdoc.so`), opened at run time
/// like the Vulkan loader, for captures of chosen frames.
///
/// RenderDoc captures Vulkan through its implicit layer, which the loader enables for instances
/// created while `ENABLE_VULKAN_RENDERDOC_CAPTURE=1`: ``load()`` sets it, so it must run before
/// the GPU is opened. The API's function table is RenderDoc's stable C ABI (`renderdoc_app.h`,
/// `RENDERDOC_API_1_1_2`, a struct of function pointers); no Swift library wraps it, so the few
/// entries used are read by their index in that struct.
public final class RenderDoc: @unchecked Sendable {
    /// The API table.
    private let table: UnsafePointer<UnsafeRawPointer?>
    /// RenderDoc's version, `major.minor.patch`.
    public let version: String

    /// `eRENDERDOC_API_Version_1_1_2`: the table version asked for (every RenderDoc since 1.1 has it).
    static let apiVersion: Int32 = 10102
    /// Entries of `RENDERDOC_API_1_1_2` used, by index.
    enum Entry: Int {
        case getAPIVersion = 0
        case setCaptureFilePathTemplate = 11
        case getNumCaptures = 13
        case getCapture = 14
        case startFrameCapture = 19
        case endFrameCapture = 21
    }

    private init(table: UnsafePointer<UnsafeRawPointer?>) {
        self.table = table
        var major: Int32 = 0
        var minor: Int32 = 0
        var patch: Int32 = 0
        typealias GetAPIVersion = @convention(c) (UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
        if let entry = table[Entry.getAPIVersion.rawValue] { unsafeBitCast(entry, to: GetAPIVersion.self)(&major, &minor, &patch) }
        version = "\(major).\(minor).\(patch)"
    }

    /// Opens RenderDoc (`NATIVESCALE_RENDERDOC_LIBRARY` names another library) and turns its
    /// Vulkan layer on for instances created after this call.
    public static func load() throws(RendererError) -> RenderDoc {
        switch DynamicLibrary.open(["librenderdoc.so"], exporting: "RENDERDOC_GetAPI", override: "NATIVESCALE_RENDERDOC_LIBRARY") {
        case .failure(let failure):
            throw .loader(.renderDocMissing(failure.detail))
        case .success((let handle, _)):
            typealias GetAPI = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
            let getAPI = unsafeBitCast(dlsym(handle, "RENDERDOC_GetAPI"), to: GetAPI.self)
            var table: UnsafeMutableRawPointer?
            guard getAPI(apiVersion, &table) == 1, let table else {
                throw .loader(.renderDocMissing("RENDERDOC_GetAPI refused API version 1.1.2"))
            }
            setenv("ENABLE_VULKAN_RENDERDOC_CAPTURE", "1", 1)
            return RenderDoc(table: UnsafePointer(table.assumingMemoryBound(to: UnsafeRawPointer?.self)))
        }
    }

    private func entry<Function>(_ entry: Entry, as type: Function.Type) throws(RendererError) -> Function {
        guard let pointer = table[entry.rawValue] else { throw .loader(.missingFunction("\(entry)", in: .renderDoc(version: version))) }
        return unsafeBitCast(pointer, to: type)
    }

    /// Captures what `body` submits on `instance`'s devices into one capture file, and returns
    /// its path: RenderDoc writes `template_frameN.rdc`, which is renamed `template.rdc`
    /// (`StartFrameCapture` … `EndFrameCapture`, then `GetCapture`).
    func capture(instance: VkInstance, file template: String, _ body: () throws(RendererError) -> Void) throws(RendererError) -> String {
        typealias SetTemplate = @convention(c) (UnsafePointer<CChar>?) -> Void
        typealias Frame = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> UInt32
        typealias StartFrame = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
        typealias Count = @convention(c) () -> UInt32
        typealias GetCapture = @convention(c) (UInt32, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt64>?) -> UInt32
        try entry(.setCaptureFilePathTemplate, as: SetTemplate.self)(template)
        // RENDERDOC_DEVICEPOINTER_FROM_VKINSTANCE: the dispatch table pointer the handle points to.
        let device = UnsafeRawPointer(instance).load(as: UnsafeMutableRawPointer?.self)
        let before = try entry(.getNumCaptures, as: Count.self)()
        try entry(.startFrameCapture, as: StartFrame.self)(device, nil)
        do {
            try body()
        } catch {
            _ = try? entry(.endFrameCapture, as: Frame.self)(device, nil)
            throw error
        }
        guard try entry(.endFrameCapture, as: Frame.self)(device, nil) == 1 else {
            throw .recording(.captureFailed("RenderDoc \(version) did not end the capture of \(template)"))
        }
        let count = try entry(.getNumCaptures, as: Count.self)()
        guard count > before else { throw .recording(.captureFailed("RenderDoc \(version) wrote no capture for \(template)")) }
        var length: UInt32 = 0
        let getCapture = try entry(.getCapture, as: GetCapture.self)
        _ = getCapture(count - 1, nil, &length, nil)
        var name = [CChar](repeating: 0, count: Int(length) + 1)
        _ = getCapture(count - 1, &name, &length, nil)
        let written = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let target = template + ".rdc"
        guard rename(written, target) == 0 else { throw .recording(.captureFailed("the capture \(written) could not be renamed \(target)")) }
        return target
    }
}
