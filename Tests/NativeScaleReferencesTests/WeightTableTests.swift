import NativeScaleCore
import NativeScaleReferences
import Testing

@Suite("Resample weight tables and the CPU reference")
struct WeightTableTests {
    static let tableFilters: [ResampleFilter] = [.bilinear, .area, .catmullRom, .lanczos3]

    @Test("Weights of every output sum to 1, down (1242→1080) and up (960→1170)", arguments: tableFilters)
    func normalized(_ filter: ResampleFilter) {
        for (from, to) in [(1242, 1080), (960, 1170), (2208, 1920)] {
            for span in WeightTable(filter: filter, from: from, to: to).spans {
                #expect(abs(span.weights.reduce(0, +) - 1) < 1e-5)
                #expect(span.start >= 0 && span.start + span.weights.count <= from)
            }
        }
    }

    @Test("At scale 1 every filter is the identity", arguments: tableFilters)
    func identity(_ filter: ResampleFilter) {
        let image = SceneReference.fill(width: 37, height: 23)
        #expect(ReferenceResampler.resample(image, to: 37, 23, filter: filter) == image)
    }

    @Test("Catmull-Rom (a = -0.5) at a quarter phase")
    func catmullRomPhase() throws {
        // Upscaling 2x: output 3 maps to source position 1.75, a quarter past texel 1 (centre 1.5).
        let span = WeightTable(filter: .catmullRom, from: 8, to: 16).spans[3]
        let expected: [Float] = [-0.0703125, 0.8671875, 0.2265625, -0.0234375]
        let window = Array(span.weights.drop { $0 == 0 }.prefix(4))
        #expect(window.count == 4)
        for (weight, value) in zip(window, expected) { #expect(abs(weight - value) < 1e-6) }
    }

    @Test("Area weights are the exact coverage of each source pixel")
    func areaCoverage() {
        let half = WeightTable(filter: .area, from: 4, to: 2).spans
        #expect(half.map(\.start) == [0, 2])
        #expect(half.allSatisfy { $0.weights == [0.5, 0.5] })
        let thirds = WeightTable(filter: .area, from: 3, to: 2).spans
        #expect(thirds[0].start == 0 && thirds[1].start == 1)
        #expect(abs(thirds[0].weights[0] - 2.0 / 3) < 1e-6 && abs(thirds[0].weights[1] - 1.0 / 3) < 1e-6)
        #expect(abs(thirds[1].weights[0] - 1.0 / 3) < 1e-6 && abs(thirds[1].weights[1] - 2.0 / 3) < 1e-6)
    }

    @Test("Downscaling stretches the kernel so every source pixel contributes", arguments: [ResampleFilter.catmullRom, .lanczos3])
    func stretchedKernel(_ filter: ResampleFilter) {
        let table = WeightTable(filter: filter, from: 200, to: 100)
        var covered = Set<Int>()
        for span in table.spans {
            for (offset, weight) in span.weights.enumerated() where weight != 0 { covered.insert(span.start + offset) }
        }
        #expect(covered == Set(0..<200))
        // Taps grow with the scale: radius × 2 × scale on each side.
        #expect(table.maximumTaps >= Int((filter == .lanczos3 ? 3.0 : 2.0) * 2 * 2))
    }

    @Test("Grouped tables hold the same weights as the per-output table", arguments: [1, 4])
    func grouping(size: Int) {
        let table = WeightTable(filter: .lanczos3, from: 1242, to: 1080)
        let grouped = table.grouped(size: size)
        #expect(grouped.groups.count == (1080 + size - 1) / size)
        var weightIndex = 0
        for (groupIndex, group) in grouped.groups.enumerated() {
            for position in group.start..<(group.start + group.length) {
                for k in 0..<size {
                    let output = groupIndex * size + k
                    let weight = grouped.weights[weightIndex]
                    weightIndex += 1
                    guard output < table.spans.count else {
                        #expect(weight == 0)
                        continue
                    }
                    let span = table.spans[output]
                    let offset = position - span.start
                    #expect(weight == (offset >= 0 && offset < span.weights.count ? span.weights[offset] : 0))
                }
            }
        }
        #expect(weightIndex == grouped.weights.count)
    }

    @Test("The scene reference draws the zone plate, the checker and the gradients")
    func sceneReference() {
        let (r, g, b) = SceneReference.pattern(u: 0.5, v: 0.5)
        #expect(r == 1)  // the zone plate's centre
        #expect(abs(b - 0.5) < 1e-6)  // the horizontal gradient
        let (_, g2, _) = SceneReference.pattern(u: 0.01, v: 0.01)
        #expect(abs(g2 - 0.005) < 1e-6)  // cell (0, 0) of the checker is dark
        #expect(g != g2)
    }
}
