import Foundation
import NativeScaleStatistics

extension SavedImage {
    /// Writes the image as `NAME.png` into `folder`, atomically.
    public func write(into folder: String) throws {
        try AtomicFile.write(Data(try PNGEncoder.encode(image)), to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png").path)
    }
}
