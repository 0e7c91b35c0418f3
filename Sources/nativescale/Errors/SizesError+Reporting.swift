public import NativeScaleCore
public import NativeScaleUseCases

extension SizesError: CustomStringConvertible, ReportableError {
    /// The line `sizes --split` ends with.
    public var description: String {
        switch self {
        case .noMultitasking(let device, let withLayouts):
            "--split needs an iPad with published Split View widths; "
                + "\(device.map { "'\($0)' has none" } ?? "no --device given"); expected one of \(withLayouts.joined(separator: ", "))"
        }
    }

    /// 64: a flag's value.
    public var exitStatus: ExitStatus { .badInput }
}
