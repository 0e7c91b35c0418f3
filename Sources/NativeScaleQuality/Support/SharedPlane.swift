internal import CVectorKernels
public import NativeScaleCore

/// A plane's storage, written by bands of rows on several threads, each only its own rows.
struct SharedPlane: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Float>

    init(_ buffer: UnsafeMutableBufferPointer<Float>) {
        self.buffer = buffer
    }

    var baseAddress: UnsafeMutablePointer<Float>? { buffer.baseAddress }

    subscript(index: Int) -> Float {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }

    /// A plane of `count` floats, filled by `fill` through a pointer each band may write its own
    /// rows of. `fill` writes every value: the plane starts uninitialised (neither zeroed nor
    /// copied, which cost a tenth of FLIP's time when it was).
    static func filled(count: Int, _ fill: (SharedPlane) -> Void) -> [Float] {
        [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            adviseHugePages(buffer)
            fill(SharedPlane(buffer))
            initialized = count
        }
    }

    /// `planes` planes of `count` floats each, filled together by `fill` (one pass over the
    /// pixels writing several planes), which writes every value of each.
    static func filled(_ planes: Int, count: Int, _ fill: ([SharedPlane]) -> Void) -> [[Float]] {
        // Each plane's storage is valid inside its own initialiser, so the planes nest.
        func filled(after acquired: [SharedPlane]) -> [[Float]] {
            guard acquired.count < planes else {
                fill(acquired)
                return []
            }
            var rest: [[Float]] = []
            let plane = [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
                adviseHugePages(buffer)
                rest = filled(after: acquired + [SharedPlane(buffer)])
                initialized = count
            }
            return [plane] + rest
        }
        return filled(after: [])
    }

    /// Huge pages for a plane's storage before its first write (``ns_advise_huge_pages``): a
    /// fifth of `quality`'s time went to faulting in 4 KiB pages (47 000 for a 1080×1920 pair).
    static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<Float>) {
        guard let base = buffer.baseAddress, buffer.count >= 1 << 19 else { return }
        ns_advise_huge_pages(base, UInt(buffer.count * MemoryLayout<Float>.stride))
    }
}
