internal import RealModule

/// The `scene` workload's geometry: one UV sphere of at least `triangles` triangles, drawn
/// `draws` times with `instances` instances each, scattered through a box where they overlap so
/// that the depth test matters; lit and textured, and the same on every run. In a sequence each
/// sphere turns about its own vertical axis (its texture moves; its outline does not).
public enum ProceduralScene {
    /// The geometry for `draws × instances` spheres of at least `triangles` triangles each.
    public static func make(draws: Int, instances: Int, triangles: Int) -> SceneGeometry {
        let rings = max(2, Int((Double(triangles) / 4).squareRoot().rounded(.up)))
        let segments = max(3, (triangles + 2 * rings - 1) / (2 * rings))
        var vertices: [SceneGeometry.Vertex] = []
        for ring in 0...rings {
            let v = Float(ring) / Float(rings)
            let theta = v * .pi
            for segment in 0...segments {
                let u = Float(segment) / Float(segments)
                let phi = u * 2 * .pi
                let normal = SIMD3<Float>(Float.sin(theta) * Float.cos(phi), Float.cos(theta), Float.sin(theta) * Float.sin(phi))
                vertices.append(.init(position: normal, normal: normal, uv: [u * 4, v * 2]))
            }
        }
        var indices: [UInt32] = []
        for ring in 0..<rings {
            for segment in 0..<segments {
                let a = UInt32(ring * (segments + 1) + segment)
                let b = a + UInt32(segments + 1)
                indices += [a, b, a + 1, a + 1, b, b + 1]
            }
        }
        let count = draws * instances
        // Spheres of radius `scale` in a box whose side grows with the cube root of the count, so
        // each pixel is covered several times at any count.
        let side = max(2, Float(count).squareRoot() * 0.6)
        let scale: Float = 0.9
        var placed: [SceneGeometry.Instance] = []
        for index in 0..<count {
            let h = (0..<4).map { Float(SceneReference.hash(UInt32(index) &* 4 &+ UInt32($0)) % 10_000) / 10_000 }
            let offset = SIMD3<Float>((h[0] - 0.5) * side, (h[1] - 0.5) * side * 1.6, (h[2] - 0.5) * side)
            let tint = SIMD4<Float>(0.55 + 0.45 * h[3], 0.55 + 0.45 * h[1], 0.55 + 0.45 * h[2], 1)
            placed.append(.init(transform: .placing(at: offset, scale: scale * (0.7 + 0.6 * h[3])), tint: tint))
        }
        var geometry = SceneGeometry(
            vertices: vertices, indices: indices,
            meshes: [.init(firstIndex: 0, indexCount: indices.count, vertexOffset: 0, texture: 0, baseColor: [1, 1, 1, 1])],
            instances: placed, draws: (0..<draws).map { .init(mesh: 0, firstInstance: $0 * instances, instanceCount: instances) },
            textures: [checker(side: 256)])
        geometry.turns = true
        return geometry
    }

    /// A 256² texture of 8×8 checks with a soft gradient: detail the sampling shows.
    static func checker(side: Int) -> RGBAImage {
        RGBAImage(width: side, height: side) { x, y in
            let check: Float = ((x / 32) + (y / 32)) % 2 == 0 ? 1 : 0.55
            let u = Float(x) / Float(side)
            let v = Float(y) / Float(side)
            return (check * (0.6 + 0.4 * u), check * (0.6 + 0.4 * v), check * 0.8, 1)
        }
    }
}
