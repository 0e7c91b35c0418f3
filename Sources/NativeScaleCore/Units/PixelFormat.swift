/// A color format of a render target, with the bytes each pixel takes.
public enum PixelFormat: String, CaseIterable, Hashable, Sendable, Codable {
    /// 8-bit RGBA, unsigned normalized (`VK_FORMAT_R8G8B8A8_UNORM`, `MTLPixelFormat.rgba8Unorm`).
    case rgba8
    /// 8-bit BGRA, unsigned normalized: the usual swapchain and `CAMetalLayer` format.
    case bgra8
    /// 10-bit RGB with 2-bit alpha, packed in 32 bits (`A2B10G10R10_UNORM_PACK32`).
    case rgb10a2
    /// 16-bit float RGBA: HDR / EDR targets.
    case rgba16f

    /// Bytes per pixel (per sample).
    public var bytesPerPixel: Int {
        switch self {
        case .rgba8, .bgra8, .rgb10a2: 4
        case .rgba16f: 8
        }
    }
}

/// A depth (and stencil) attachment format, or none.
public enum DepthFormat: String, CaseIterable, Hashable, Sendable, Codable {
    /// No depth buffer.
    case none
    /// 16-bit depth (`D16_UNORM`).
    case d16
    /// 24-bit depth with 8-bit stencil (`D24_UNORM_S8_UINT`), 4 bytes.
    case d24s8
    /// 32-bit float depth (`D32_SFLOAT`).
    case d32f

    /// Bytes per pixel (per sample).
    public var bytesPerPixel: Int {
        switch self {
        case .none: 0
        case .d16: 2
        case .d24s8, .d32f: 4
        }
    }
}

extension DepthFormat {
    /// The depth buffer a workload gets when none is asked for: d32f for the scene (geometry
    /// whose triangles overlap), none for the others, which draw no depth.
    public static func `default`(for workload: Workload) -> DepthFormat {
        workload == .scene ? .d32f : .none
    }
}
