import NativeScaleCore
import RealModule

extension TemporalGameSuperResolution {
    /// The taps of the upsample, as offsets from the render pixel under the jittered position:
    /// the first five always, the four diagonals only when the camera holds still.
    static let taps: [SIMD2<Int>] = [
        SIMD2(0, 1), SIMD2(1, 0), SIMD2(-1, 0), SIMD2(0, 0), SIMD2(0, -1),
        SIMD2(1, 1), SIMD2(-1, 1), SIMD2(1, -1), SIMD2(-1, -1),
    ]

    /// The upsample's weights and the neighbourhood's box.
    struct Neighbourhood {
        var upsampled = SIMD3<Float>.zero
        var weight: Float = 0
        var lowest = SIMD3<Float>(repeating: .infinity)
        var highest = SIMD3<Float>(repeating: -.infinity)
        var centre = SIMD3<Float>.zero
        var spread = SIMD3<Float>.zero
        var boxWeight: Float = 0
    }

    /// Display pixel `pixel`: the output colour (RGB, 0 … 1) and what the history keeps.
    func accumulate(_ pixel: SIMD2<Int>, frame: Frame, converted: Converted) -> (SIMD3<Float>, SIMD4<Float>) {
        let render = SIMD2(Float(renderSize.width), Float(renderSize.height))
        let display = SIMD2(Float(displaySize.width), Float(displaySize.height))
        let uv = (SIMD2(Float(pixel.x), Float(pixel.y)) + 0.5) / display
        let jittered = (uv + frame.jitter / render).clamped(lowerBound: .zero, upperBound: SIMD2(repeating: 1))
        let input = SIMD2(Int(jittered.x * render.x), Int(jittered.y * render.y))
        let handOver = converted.handOver[texelIndex(input)]
        let motion = SIMD2(handOver.x, handOver.y)
        let depthClip = handOver.z
        let previous = historySample(at: (uv - 0.5 * motion).clamped(lowerBound: .zero, upperBound: SIMD2(repeating: 1)))
        let reset: Float = frame.reset ? 1 : 0
        let historyWeight = min(max(abs(previous.w), 0), 1)
        let motionLength = (motion * display).length
        let neighbourhood = self.neighbourhood(
            input: input, offset: SIMD2(Float(input.x), Float(input.y)) + 0.5 - frame.jitter - uv * render,
            bias: kernelBias(historyWeight: historyWeight, reset: reset, depthClip: depthClip),
            curve: Float.lerp(-2, -3, min(max(motionLength * 0.02, 0), 1)), frame: frame, converted: converted)
        var upsampled = pointwiseMin(pointwiseMax(neighbourhood.upsampled / neighbourhood.weight, neighbourhood.lowest - 0.05), neighbourhood.highest + 0.05)
        let upsampledWeight = neighbourhood.weight * (1 / 3)
        let boxNormal = 1 / neighbourhood.boxWeight
        let centre = neighbourhood.centre * boxNormal
        let variance = neighbourhood.spread * boxNormal - centre * centre
        let spread = SIMD3(abs(variance.x), abs(variance.y), abs(variance.z)).squareRoot()

        let kept = 1 - historyWeight
        var update = kept - kept * depthClip
        update = min(update, Float.lerp(update, upsampledWeight * 10, min(max(10 * motionLength, 0), 1)))
        update = min(update, Float.lerp(update, upsampledWeight, min(max(motionLength * 0.05, 0), 1)))
        let boxScale = max(depthClip, min(max(motionLength * 0.05, 0), 1))
        let ratio = display / render
        let boxSize = Float.lerp(min(20, Float.pow(ratio.x * ratio.y, 3)), 1, boxScale)
        let highest = pointwiseMin(neighbourhood.highest, centre + spread * boxSize)
        let lowest = pointwiseMax(neighbourhood.lowest, centre - spread * boxSize)
        var historyColour = SIMD3(previous.x, previous.y, previous.z)
        let clamped = pointwiseMin(pointwiseMax(historyColour, lowest), highest)
        let moving = abs(handOver.x) + abs(handOver.y) > 0.000_001
        let start = frame.sameCamera && !moving ? Self.stillCameraLerp : 0
        let outside = any(lowest .> historyColour) || any(historyColour .> highest)
        let lerp = outside ? start : 1
        historyColour = clamped + (historyColour - clamped) * lerp
        update = Float.lerp(min(update, 0.1), update, lerp)
        let alpha = min(max(upsampledWeight / max(1.192e-07, update + upsampledWeight) + reset, 0), 1)
        upsampled = historyColour + (upsampled - historyColour) * alpha
        let stored = SIMD4(upsampled.x, upsampled.y, upsampled.z, historyWeight).roundedToHalf
        return (Self.rgb(fromToneMapped: upsampled, divisor: handOver.w), stored)
    }

    /// The upsample's kernel bias: wide where there is no history, narrower with depth clip.
    func kernelBias(historyWeight: Float, reset: Float, depthClip: Float) -> Float {
        let largest = min(Float(displaySize.width) / Float(renderSize.width), 1.99)
        let kernel = min(max(historyWeight + reset, 0), 1)
        let widest = largest - largest * kernel
        let narrowest = max(1, 0.3 + 0.3 * widest)
        return Float.lerp(widest, narrowest, max(0.25 * depthClip, kernel)) * 0.5
    }

    /// The upsample and box over the taps around `input`, `offset` the jittered sample's offset
    /// from the output position in render pixels.
    func neighbourhood(input: SIMD2<Int>, offset: SIMD2<Float>, bias: Float, curve: Float, frame: Frame, converted: Converted) -> Neighbourhood {
        var result = Neighbourhood()
        let bias2 = bias * bias
        for tap in Self.taps.prefix(frame.sameCamera ? 9 : 5) {
            let colour = Self.unpack(converted.packed[texelIndex(input &+ tap)])
            let distance = offset + SIMD2(Float(tap.x), Float(tap.y))
            let squared = (distance * distance).sum()
            let weight = Self.fastLanczos(min(max(squared * bias2, 0), 1))
            result.upsampled += colour * weight
            result.weight += weight
            let boxWeight = Float.exp(squared * curve)
            result.lowest = pointwiseMin(result.lowest, colour)
            result.highest = pointwiseMax(result.highest, colour)
            result.centre += colour * boxWeight
            result.spread += colour * colour * boxWeight
            result.boxWeight += boxWeight
        }
        return result
    }

    /// The Lanczos-like weight of a squared, scaled distance b in 0 … 1: (b − 1)² × (0.75(b − 1) + (b − 1)²).
    static func fastLanczos(_ base: Float) -> Float {
        let y = base - 1
        let y2 = y * y
        return (0.75 * y + y2) * y2
    }

    /// A YCoCg colour (Co, Cg centred) back to RGB in 0 … 1, the tone map undone.
    static func rgb(fromToneMapped colour: SIMD3<Float>, divisor: Float) -> SIMD3<Float> {
        let difference = colour.x - colour.z
        let rgb = SIMD3(difference + colour.y, colour.x + colour.z, difference - colour.y).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
        let largest = min(max(max(max(rgb.x, rgb.y), rgb.z), 0), 1)
        let scale = divisor > 4000 ? divisor : exposure / ((1 + 600 / 65504) - largest)
        return rgb * scale
    }

    /// The index of render texel `p`, clamped to the edge.
    func texelIndex(_ p: SIMD2<Int>) -> Int {
        min(max(p.y, 0), renderSize.height - 1) * renderSize.width + min(max(p.x, 0), renderSize.width - 1)
    }

    /// The history sampled bilinearly at `uv`, clamped to the edge.
    func historySample(at uv: SIMD2<Float>) -> SIMD4<Float> {
        let (width, height) = (displaySize.width, displaySize.height)
        let position = uv * SIMD2(Float(width), Float(height)) - 0.5
        let floor = position.rounded(.down)
        let t = position - floor
        let texel = { (dx: Int, dy: Int) -> SIMD4<Float> in
            let x = min(max(Int(floor.x) + dx, 0), width - 1)
            let y = min(max(Int(floor.y) + dy, 0), height - 1)
            return history[y * width + x]
        }
        let top = texel(0, 0) * (1 - t.x) + texel(1, 0) * t.x
        let bottom = texel(0, 1) * (1 - t.x) + texel(1, 1) * t.x
        return top * (1 - t.y) + bottom * t.y
    }
}

extension SIMD2<Float> {
    /// The Euclidean length.
    var length: Float { (self * self).sum().squareRoot() }
}

extension Float {
    /// a + (b − a) × t, as GLSL's mix.
    static func lerp(_ a: Float, _ b: Float, _ t: Float) -> Float { a + (b - a) * t }
}
