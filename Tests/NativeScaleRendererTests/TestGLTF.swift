import Foundation

/// A glTF 2.0 file the tests write themselves: one quad in the z = 0 plane, centred on the
/// origin, with a base-colour factor; as `.gltf` (buffer in a data URI) or `.glb`.
struct TestGLTF {
    let json: [String: Any]
    let buffer: Data

    static func quad(width: Float, height: Float, color: [Float]) -> TestGLTF {
        let x = width / 2
        let y = height / 2
        let positions: [Float] = [-x, -y, 0, x, -y, 0, x, y, 0, -x, y, 0]
        let indices: [UInt16] = [0, 1, 2, 0, 2, 3]
        var buffer = Data()
        for position in positions { withUnsafeBytes(of: position.bitPattern.littleEndian) { buffer.append(contentsOf: $0) } }
        for index in indices { withUnsafeBytes(of: index.littleEndian) { buffer.append(contentsOf: $0) } }
        let json: [String: Any] = [
            "asset": ["version": "2.0"],
            "scene": 0,
            "scenes": [["nodes": [0]]],
            "nodes": [["mesh": 0]],
            "meshes": [["primitives": [["attributes": ["POSITION": 0], "indices": 1, "material": 0]]]],
            "materials": [["pbrMetallicRoughness": ["baseColorFactor": color]]],
            "buffers": [["byteLength": buffer.count]],
            "bufferViews": [["buffer": 0, "byteOffset": 0, "byteLength": 48], ["buffer": 0, "byteOffset": 48, "byteLength": 12]],
            "accessors": [
                ["bufferView": 0, "componentType": 5126, "count": 4, "type": "VEC3", "min": [-x, -y, 0], "max": [x, y, 0]],
                ["bufferView": 1, "componentType": 5123, "count": 6, "type": "SCALAR"],
            ],
        ]
        return TestGLTF(json: json, buffer: buffer)
    }

    /// ``quad(width:height:color:)`` on a node its first animation moves: a translation channel
    /// (LINEAR) from `from` at 0 s to `to` at `seconds`.
    static func movingQuad(width: Float, height: Float, color: [Float], from: SIMD3<Float>, to: SIMD3<Float>, seconds: Float) -> TestGLTF {
        let still = quad(width: width, height: height, color: color)
        var buffer = still.buffer
        let timesOffset = buffer.count
        for value in [0, seconds] + [from.x, from.y, from.z, to.x, to.y, to.z] {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { buffer.append(contentsOf: $0) }
        }
        var json = still.json
        json["buffers"] = [["byteLength": buffer.count]]
        json["nodes"] = [["mesh": 0, "translation": [from.x, from.y, from.z], "name": "mover"]]
        json["bufferViews"] =
            (still.json["bufferViews"] as? [[String: Any]] ?? []) + [
                ["buffer": 0, "byteOffset": timesOffset, "byteLength": 8], ["buffer": 0, "byteOffset": timesOffset + 8, "byteLength": 24],
            ]
        json["accessors"] =
            (still.json["accessors"] as? [[String: Any]] ?? []) + [
                ["bufferView": 2, "componentType": 5126, "count": 2, "type": "SCALAR", "min": [0], "max": [seconds]],
                ["bufferView": 3, "componentType": 5126, "count": 2, "type": "VEC3"],
            ]
        json["animations"] = [
            [
                "name": "slide", "channels": [["sampler": 0, "target": ["node": 0, "path": "translation"]]],
                "samplers": [["input": 2, "output": 3, "interpolation": "LINEAR"]],
            ]
        ]
        return TestGLTF(json: json, buffer: buffer)
    }

    /// Writes the file: `.glb` chunks (JSON padded with spaces, BIN padded with zeros), or
    /// `.gltf` with the buffer as a base64 data URI.
    func write(to path: String, binary: Bool) throws {
        if !binary {
            var document = json
            document["buffers"] = [["byteLength": buffer.count, "uri": "data:application/octet-stream;base64," + buffer.base64EncodedString()]]
            try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
            return
        }
        var text = try JSONSerialization.data(withJSONObject: json)
        while text.count % 4 != 0 { text.append(0x20) }
        var bin = buffer
        while bin.count % 4 != 0 { bin.append(0) }
        var file = Data()
        func word(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { file.append(contentsOf: $0) } }
        word(0x4654_6C67)
        word(2)
        word(UInt32(12 + 8 + text.count + 8 + bin.count))
        word(UInt32(text.count))
        word(0x4E4F_534A)
        file.append(text)
        word(UInt32(bin.count))
        word(0x004E_4942)
        file.append(bin)
        try file.write(to: URL(fileURLWithPath: path))
    }
}
