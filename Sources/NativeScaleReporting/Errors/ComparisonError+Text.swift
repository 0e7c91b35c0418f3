public import NativeScaleCore
public import NativeScaleResults

extension ComparisonError: WordedError {
    /// Results that cannot be compared are bad input.
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case .noResults: "no results to compare"
        case .mismatch(let differences):
            "refusing to compare results measured differently: " + differences.map(\.text).joined(separator: "; ")
                + (naming == .flags ? " (pass --allow-mismatch to compare anyway)" : " (allow the mismatch to compare anyway)")
        }
    }
}

extension SettingDifference {
    /// `device 'a' vs 'b'`, `filters area vs bilinear`, `navi21 compiled by radv 22.3 vs radv 23.0`.
    public var text: String {
        switch setting {
        case .device, .driver: "\(setting.rawValue) '\(base)' vs '\(head)'"
        case .compiler: "\(target ?? "?") compiled by \(base) vs \(head)"
        default: "\(setting.rawValue) \(base) vs \(head)"
        }
    }
}
