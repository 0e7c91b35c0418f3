extension RGBAImage {
    /// `left` and `right` side by side, `gap` white columns between them, as tall as the taller
    /// (the shorter padded with white below).
    public static func sideBySide(_ left: RGBAImage, _ right: RGBAImage, gap: Int = 8) -> RGBAImage {
        let width = left.width + gap + right.width
        let height = max(left.height, right.height)
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for (image, x0) in [(left, 0), (right, left.width + gap)] {
            for y in 0..<image.height {
                let row = image.bytes[(y * image.width * 4)..<((y + 1) * image.width * 4)]
                bytes.replaceSubrange(((y * width + x0) * 4)..<((y * width + x0 + image.width) * 4), with: row)
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }
}
