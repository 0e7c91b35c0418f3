public import NativeScaleCore

/// How a closed loop's content cost changes over its frames: from each listed frame on, the
/// `fill` pass's shader cost (dependent ALU iterations per fragment) is the one given, until
/// the next listed frame.
///
/// Written `FRAME:COST,FRAME:COST,…`, frames increasing from 0: `0:96,80:192,160:96` renders 80
/// frames at 96, 80 at 192, then 96 again to the end.
public struct LoadSchedule: Hashable, Sendable {
    /// One change: from `frame` on, `shaderCost`.
    public struct Step: Hashable, Sendable {
        public let frame: Int
        public let shaderCost: Int
    }

    /// The changes, the first at frame 0.
    public let steps: [Step]

    /// The most iterations a step may ask for (the CLI's `--shader-cost` bound).
    public static let maximumShaderCost = 1_000_000

    public init(steps: [Step]) throws(DynamicResolutionError) {
        guard let first = steps.first, first.frame == 0,
            zip(steps, steps.dropFirst()).allSatisfy({ $0.frame < $1.frame }),
            steps.allSatisfy({ (0...Self.maximumShaderCost).contains($0.shaderCost) })
        else {
            throw .badSchedule(steps.map { "\($0.frame):\($0.shaderCost)" }.joined(separator: ","))
        }
        self.steps = steps
    }

    /// Reads `FRAME:COST,FRAME:COST,…`.
    public init(parsing text: String) throws(DynamicResolutionError) {
        var steps: [Step] = []
        for part in text.filter({ !$0.isWhitespace }).split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: ":", omittingEmptySubsequences: false)
            guard pair.count == 2, let frame = Int(pair[0]), let cost = Int(pair[1]) else { throw .badSchedule(text) }
            steps.append(Step(frame: frame, shaderCost: cost))
        }
        do { try self.init(steps: steps) } catch { throw .badSchedule(text) }
    }

    /// `dynres bench`'s schedule by default: `shaderCost`, doubled over the middle third of
    /// `frames` (a step up and a step down, each held long enough to settle).
    public static func doubledMiddleThird(frames: Int, shaderCost: Int) -> LoadSchedule {
        let doubled = min(2 * max(shaderCost, 1), maximumShaderCost)
        let steps = [Step(frame: 0, shaderCost: shaderCost), Step(frame: frames / 3, shaderCost: doubled), Step(frame: 2 * frames / 3, shaderCost: shaderCost)]
        return LoadSchedule(validSteps: steps.filter { $0.frame > 0 || $0.shaderCost == shaderCost }.uniqued(by: \.frame))
    }

    private init(validSteps: [Step]) {
        steps = validSteps
    }

    /// The shader cost of frame `frame` (0-based).
    public func shaderCost(atFrame frame: Int) -> Int {
        steps.last { $0.frame <= frame }?.shaderCost ?? steps[0].shaderCost
    }

    /// The distinct shader costs, in the order they first come.
    public var shaderCosts: [Int] {
        steps.map(\.shaderCost).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}

extension LoadSchedule {
    /// The schedule's steps as load steps of a recording of it, `recorded` (a time per frame):
    /// each change of cost after frame 0, its ratio the median of the ``LoadStep/window`` frames
    /// from it over that of the frames before it.
    public func loadSteps(recorded: [Double]) -> [LoadStep] {
        let window = LoadStep.window
        return steps.dropFirst().compactMap { step in
            guard step.frame >= window, step.frame + window <= recorded.count else { return nil }
            func median(_ slice: ArraySlice<Double>) -> Double { slice.sorted()[slice.count / 2] }
            let before = median(recorded[(step.frame - window)..<step.frame])
            return before > 0 ? LoadStep(frame: step.frame, ratio: median(recorded[step.frame..<(step.frame + window)]) / before) : nil
        }
    }
}
