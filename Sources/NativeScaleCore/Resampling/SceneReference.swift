/// The CPU reference of `shaders/pattern.glsl`: the analytic scene every workload starts from.
public enum SceneReference {
    /// The pattern at normalized coordinates `(u, v)`: zone plate, checker, gradients.
    public static func pattern(u: Float, v: Float) -> (Float, Float, Float) {
        let cu = u - 0.5, cv = v - 0.5
        let zone = 0.5 + 0.5 * Float(cosine(Double(400 * (cu * cu + cv * cv))))
        let cells = (u * 18).rounded(.down) + (v * 32).rounded(.down)
        let checker = cells.truncatingRemainder(dividingBy: 2)
        return (zone, v + (checker - v) * 0.5, u)
    }

    /// The `fill` image of a `width × height` target, as the GPU renders it (pixel centres).
    public static func fill(width: Int, height: Int) -> RGBAImage {
        RGBAImage(width: width, height: height) { x, y in
            let (r, g, b) = pattern(u: (Float(x) + 0.5) / Float(width), v: (Float(y) + 0.5) / Float(height))
            return (r, g, b, 1)
        }
    }

    /// Whether pixel `(x, y)` of a `width × height` target sits on a checker edge, where the GPU's
    /// division may round to the other cell: a reference comparison skips those pixels.
    public static func isOnEdge(x: Int, y: Int, width: Int, height: Int) -> Bool {
        let u = (Double(x) + 0.5) / Double(width) * 18, v = (Double(y) + 0.5) / Double(height) * 32
        let du = abs(u - u.rounded()), dv = abs(v - v.rounded())
        return du < 1e-4 || dv < 1e-4
    }

    static func cosine(_ x: Double) -> Double {
        ResampleFilter.sine(x + .pi / 2)
    }
}
