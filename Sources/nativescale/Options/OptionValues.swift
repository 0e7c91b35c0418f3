public import ArgumentParser
import NativeScaleCore
import NativeScaleHistory
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTuning

/// An enumerated option value: `--help` lists every case, and values match case-insensitively.
protocol OptionValue: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension OptionValue {
    init?(argument: String) {
        guard let value = Self.allCases.first(where: { $0.rawValue == argument.lowercased() }) else { return nil }
        self = value
    }

    static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Workload: ExpressibleByArgument, OptionValue {}
extension ResampleFilter: ExpressibleByArgument, OptionValue {}
extension QualityMetric: ExpressibleByArgument, OptionValue {}
extension QualityMetricSet: ExpressibleByArgument, OptionValue {}
extension PresentMode: ExpressibleByArgument, OptionValue {}
extension LoadRule: ExpressibleByArgument, OptionValue {}
extension Orientation: ExpressibleByArgument, OptionValue {}
extension SizingRule: ExpressibleByArgument, OptionValue {}
extension PixelFormat: ExpressibleByArgument, OptionValue {}
extension DepthFormat: ExpressibleByArgument, OptionValue {}
extension Platform: ExpressibleByArgument, OptionValue {}
extension SizeSetting.Format: ExpressibleByArgument, OptionValue {}
extension ExportFormat: ExpressibleByArgument, OptionValue {}
extension GateMetric: ExpressibleByArgument, OptionValue {}
extension HistoryTable.Format: ExpressibleByArgument, OptionValue {}
extension HistoryExport.Format: ExpressibleByArgument, OptionValue {}
extension GateFormat: ExpressibleByArgument, OptionValue {}

/// `--workload`: a built-in workload, or `shader:PATH` for the user's own fragment shader.
struct WorkloadChoice: ExpressibleByArgument {
    let workload: Workload
    /// The file of `shader:PATH`.
    let shaderPath: String?

    init?(argument: String) {
        if argument.lowercased().hasPrefix("shader:") {
            workload = .shader
            shaderPath = String(argument.dropFirst("shader:".count))
        } else if let workload = Workload(argument: argument) {
            self.workload = workload
            shaderPath = nil
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { Workload.allValueStrings.filter { $0 != "shader" } + ["shader:PATH"] }
}

/// `--filter`: one filter, or `all` of the spatial ones (a temporal upscaler needs a scene that
/// writes motion vectors; it is named).
struct FilterChoice: ExpressibleByArgument {
    /// The filters this choice stands for.
    let filters: [ResampleFilter]

    init?(argument: String) {
        if argument.lowercased() == "all" {
            filters = ResampleFilter.spatial
        } else if let filter = ResampleFilter(argument: argument) {
            filters = [filter]
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["all"] + ResampleFilter.allValueStrings }
}

/// `view --path`: the path shown first.
enum PathChoice: String, OptionValue {
    case native, scaled
}

/// Parsers for number options whose error names the value and the form expected (ArgumentParser's
/// own says only that the value is invalid): `--threshold 3%`, `--refresh-rate 120hz`,
/// `--viewing-distance 30in`.
enum NumberArgument {
    /// A decimal number of `unit`, written without it.
    static func decimal(_ flag: String, unit: String, example: String) -> @Sendable (String) throws -> Double {
        { text in
            guard let value = Double(text) else {
                throw ValidationError("\(flag) '\(text)' is not a number; expected \(unit) as a plain number, e.g. \(example)")
            }
            return value
        }
    }

    /// A whole number of `unit`, written without it.
    static func whole(_ flag: String, unit: String, example: String) -> @Sendable (String) throws -> Int {
        { text in
            guard let value = Int(text) else {
                throw ValidationError("\(flag) '\(text)' is not a whole number; expected \(unit) as a plain number, e.g. \(example)")
            }
            return value
        }
    }
}

extension UpscalerPreset: ExpressibleByArgument, OptionValue {}
extension UpscalerPreset.Family: ExpressibleByArgument, OptionValue {}
