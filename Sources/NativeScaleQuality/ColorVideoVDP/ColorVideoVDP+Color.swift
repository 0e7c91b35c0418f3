import NativeScaleCore
internal import RealModule

extension ColorVideoVDP {
    /// Linear sRGB (BT.709 primaries, D65) to CIE XYZ: `color_spaces.json`'s `sRGB` rows.
    static let rgbToXYZ: [[Double]] = [
        [0.4124564, 0.3575761, 0.1804375],
        [0.2126729, 0.7151522, 0.072175],
        [0.0193339, 0.119192, 0.9503041],
    ]
    /// XYZ to the LMS cone responses of CIE 2006 and those to DKL opponent channels with a D65
    /// white (`pycvvdp`'s `XYZ_to_LMS2006` and `LMS2006_to_DKLd65`).
    static let xyzToLMS2006: [[Double]] = [
        [0.187596268556126, 0.585168649077728, -0.026384263306304],
        [-0.133397430663221, 0.405505777260049, 0.034502127690364],
        [0.000244379021663, -0.000542995890619, 0.019406849066323],
    ]
    static let lms2006ToDKL: [[Double]] = [[1, 1, 0], [1, -2.311130179947035, 0], [-1, -1, 50.977571328718781]]

    /// Linear RGB to DKL in single precision, the three matrices multiplied as the reference does.
    static let rgbToDKL: [[Float]] = {
        func product(_ a: [[Float]], _ b: [[Float]]) -> [[Float]] {
            (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(Float(0)) { $0 + a[i][$1] * b[$1][j] } } }
        }
        let single = { (m: [[Double]]) in m.map { $0.map(Float.init) } }
        return product(product(single(lms2006ToDKL), single(xyzToLMS2006)), single(rgbToXYZ))
    }()

    /// The light each 8-bit sRGB value leaves the display as, in cd/m²:
    /// `(peak − black) · sRGB⁻¹(V/255) + black + reflected`.
    func luminanceTable() -> [Float] {
        let photometry = display.photometry
        let black = Float(photometry.blackLevel)
        let reflected = Float(photometry.reflectedLuminance)
        let range = Float(photometry.peakLuminance) - black
        return (0..<256).map { value in
            let v = Float(value) / 255
            let linear = v > 0.04045 ? Float.pow((v + 0.055) / 1.055, 2.4) : v / 12.92
            return range * linear + black + reflected
        }
    }

    /// The image's DKL channels (achromatic, red-green, yellow-violet) in absolute units.
    func colorPlanes(_ image: RGBAImage, parallelism: Parallelism) -> [FloatPlane] {
        let table = luminanceTable()
        let m = Self.rgbToDKL
        let width = image.width
        let height = image.height
        let planes = image.bytes.withUnsafeBufferPointer { bytes in
            SharedPlane.filled(3, count: width * height) { planes in
                parallelism.forEachBand(rows: height) { rows in
                    for pixel in (rows.lowerBound * width)..<(rows.upperBound * width) {
                        let r = table[Int(bytes[pixel * 4])]
                        let g = table[Int(bytes[pixel * 4 + 1])]
                        let b = table[Int(bytes[pixel * 4 + 2])]
                        for c in 0..<3 { planes[c][pixel] = r * m[c][0] + g * m[c][1] + b * m[c][2] }
                    }
                }
            }
        }
        return planes.map { FloatPlane(width: width, height: height, values: $0) }
    }
}
