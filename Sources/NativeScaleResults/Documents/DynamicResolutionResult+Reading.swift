import Foundation
public import NativeScaleCore
public import NativeScaleTuning

extension DynamicResolutionResult {
    /// Reads the document at `path`, refusing it whole when anything in it is off.
    public static func read(from path: String) throws(ResultFileError) -> DynamicResolutionResult {
        try read(ResultFile.contents(of: path), path: path)
    }

    /// Decodes `data` (read from `path`) and checks it: known schema and version; every time a
    /// finite number in (0, 1000] ms, every scale in (0, 2], every percentage in [0, 100]; each
    /// controller with as many frames as the recording (measured ones too).
    static func read(_ data: Data, path: String) throws(ResultFileError) -> DynamicResolutionResult {
        let result = try ResultFile.decode(
            DynamicResolutionResult.self, from: data, schema: schemaName, versions: readableSchemaVersions,
            kind: .dynres, path: path)
        if let problem = result.problem { throw ResultFileError(path: path, problem: problem) }
        return result
    }

    /// What is off in the document, if anything.
    var problem: ResultFileError.Problem? {
        func time(_ field: String, _ value: Double) -> ResultFileError.Problem? {
            value.isFinite && value > 0 && value <= CostModel.maximumMilliseconds ? nil : .badDynresFigure(field: field, value: value)
        }
        func scale(_ field: String, _ value: Double) -> ResultFileError.Problem? {
            value.isFinite && value > 0 && value <= 2 ? nil : .badDynresFigure(field: field, value: value)
        }
        func percent(_ field: String, _ value: Double) -> ResultFileError.Problem? {
            value.isFinite && value >= 0 && value <= 100 ? nil : .badDynresFigure(field: field, value: value)
        }
        if let problem = time("budgetMilliseconds", budgetMilliseconds) ?? scale("minimumScale", minimumScale) ?? scale("maximumScale", maximumScale) {
            return problem
        }
        if let loop, loop.recordedMilliseconds.count != input.frames {
            return .badDynresFigure(field: "loop.recordedMilliseconds.count", value: Double(loop.recordedMilliseconds.count))
        }
        if let inFlight = loop?.framesInFlight, !ClosedLoop.acceptedFramesInFlight.contains(inFlight) {
            return .badDynresFigure(field: "loop.framesInFlight", value: Double(inFlight))
        }
        for (index, recorded) in (loop?.recordedMilliseconds ?? []).enumerated() {
            if let problem = time("loop.recordedMilliseconds[\(index)]", recorded) { return problem }
        }
        for (index, controller) in controllers.enumerated() {
            let field = "controllers[\(index)]"
            guard controller.frames.count == input.frames else {
                return .dynresFrameCount(controller: controller.name, frames: controller.frames.count, expected: input.frames)
            }
            if let measured = controller.measured, measured.frames.count != input.frames {
                return .dynresFrameCount(controller: controller.name, frames: measured.frames.count, expected: input.frames)
            }
            if let problem = percent("\(field).overBudgetPercent", controller.overBudgetPercent)
                ?? scale("\(field).meanScale", controller.meanScale) ?? time("\(field).p99Milliseconds", controller.p99Milliseconds)
            {
                return problem
            }
            for (frameIndex, frame) in controller.frames.enumerated() {
                if let problem = scale("\(field).frames[\(frameIndex)].scale", frame.scale)
                    ?? time("\(field).frames[\(frameIndex)].predictedMilliseconds", frame.predictedMilliseconds)
                {
                    return problem
                }
            }
            for (frameIndex, frame) in (controller.measured?.frames ?? []).enumerated() {
                if let problem = scale("\(field).measured.frames[\(frameIndex)].scale", frame.scale)
                    ?? time("\(field).measured.frames[\(frameIndex)].milliseconds", frame.milliseconds)
                    ?? time("\(field).measured.frames[\(frameIndex)].predictedMilliseconds", frame.predictedMilliseconds)
                {
                    return problem
                }
            }
        }
        return nil
    }
}
