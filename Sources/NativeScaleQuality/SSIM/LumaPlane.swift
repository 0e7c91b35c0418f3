public import NativeScaleCore

/// The luma of an image as floating-point samples in 0…255, the plane SSIM is computed on.
public struct LumaPlane: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height` samples, row by row.
    public let samples: [Float]

    /// Creates a plane from its samples.
    public init(width: Int, height: Int, samples: [Float]) {
        precondition(samples.count == width * height, "LumaPlane needs width × height samples")
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// The BT.601 luma `0.299 R + 0.587 G + 0.114 B` of `image` (what MATLAB's `rgb2gray` gives
    /// Wang et al.'s reference `ssim_index.m`).
    public init(_ image: RGBAImage, parallelism: Parallelism = .allCores) {
        let width = image.width
        let samples = image.bytes.withUnsafeBufferPointer { bytes in
            SharedPlane.filled(count: width * image.height) { samples in
                parallelism.forEachBand(rows: image.height) { rows in
                    Self.luma(
                        bytes.baseAddress! + 4 * rows.lowerBound * width, count: rows.count * width,
                        into: samples.baseAddress! + rows.lowerBound * width)
                }
            }
        }
        self.init(width: image.width, height: image.height, samples: samples)
    }

    /// The luma of `count` RGBA8 pixels, as the plane holds it.
    static func luma(_ pixels: UnsafePointer<UInt8>, count: Int, into samples: UnsafeMutablePointer<Float>) {
        for pixel in 0..<count {
            let index = pixel * 4
            samples[pixel] = 0.299 * Float(pixels[index]) + 0.587 * Float(pixels[index + 1]) + 0.114 * Float(pixels[index + 2])
        }
    }
}
