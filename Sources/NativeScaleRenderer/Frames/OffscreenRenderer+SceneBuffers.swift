internal import CVulkan
public import NativeScaleCore
public import NativeScaleRendering

extension OffscreenRenderer {
    /// Renders frame `frame` of the workload's sequence through `path` and reads back what its
    /// scene pass wrote at the render resolution: the native size for the native path, the
    /// drawable size for a scaled one (before its resample). Colour rounded to 8 bits, motion
    /// vectors from their half floats, depth as stored (d16 and d24s8 normalized to 0…1).
    /// Throws unless the workload writes motion vectors (``WorkloadConfiguration/motionVectors``).
    public func renderedSceneBuffers(_ path: MeasuredPath, frame: Int) throws(RendererError) -> SceneBuffers {
        let set = path == .native ? resources.native : resources.drawable
        guard let motionHandle = set.motionHandle else { throw .resources(.motionVectorsNotWritten) }
        _ = try runner.render([path], round: frame)
        let size = set.size
        let color = try readback.pixels(of: set.color.handle, size: size, format: target.colorFormat).rgba8
        let motionBytes = try readback.bytes(of: motionHandle, size: size, bytesPerPixel: 4)
        let vectors = (0..<size.pixelCount).map { index in
            SIMD2(half(motionBytes, at: index * 4), half(motionBytes, at: index * 4 + 2))
        }
        guard let motion = MotionVectors(width: size.width, height: size.height, vectors: vectors) else {
            throw .resources(.motionVectorsNotWritten)
        }
        return SceneBuffers(color: color, motion: motion, depth: try depth(of: set))
    }

    /// The set's depth buffer as 0…1 values; nil when it has none.
    private func depth(of set: AttachmentSet) throws(RendererError) -> DepthImage? {
        guard let handle = set.depthHandle else { return nil }
        let size = set.size
        let format = target.depthFormat
        let bytes = try readback.bytes(of: handle, size: size, bytesPerPixel: format.bytesPerPixel, aspect: VK_IMAGE_ASPECT_DEPTH_BIT)
        let depths: [Float] = (0..<size.pixelCount).map { index in
            let offset = index * format.bytesPerPixel
            switch format {
            case .d16: return Float(UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8) / 65535
            // D24_UNORM_S8_UINT's depth aspect copies out as 24 bits in the low bytes of each 32-bit word.
            case .d24s8: return Float(UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16) / 16_777_215
            case .d32f, .none:
                let bits = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
                return Float(bitPattern: bits)
            }
        }
        return DepthImage(width: size.width, height: size.height, depths: depths)
    }
}

/// The half float stored little-endian at `offset` of `bytes`.
private func half(_ bytes: [UInt8], at offset: Int) -> Float {
    PixelFormat.halfToFloat(UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8)
}
