import NativeScaleCore
import NativeScaleHistory
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleUseCases

/// The libraries' errors name no flags: they do not know how they were asked. The CLI does:
/// Reporting words the errors of Core and Results naming their settings as flags
/// (``SettingNaming/flags``), and the lines here name the flags of History's and Measurement's.
enum FlagWording {
    /// The line for `error`, naming flags where its words need them; nil to use its own description.
    static func message(for error: any Error) -> String? {
        switch error {
        case let error as any WordedError: error.line(naming: .flags)
        case let error as HistoryError: history(error)
        case let error as QualityError:
            if case .sizesDiffer = error { "\(error.description) (--resize FILTER)" } else { nil }
        default: nil
        }
    }

    /// What to do about an error, with the flags that do it.
    static func wording(_ remedy: Remedy) -> String {
        switch remedy {
        case .chooseDevice: "'nativescale gpus' lists the devices, --gpu picks one"
        case .allowLongerWaits: "--gpu-timeout allows longer waits"
        case .validationLayer: "--validation needs it; leave --validation out to run without it"
        case .chooseTarget: "'nativescale gpus' lists the devices, --format/--samples/--depth choose another target"
        case .chooseSmallerImages:
            "'nativescale gpus' lists each device's largest image; a smaller display (in a sweep, lower --scales or --reference-factor) "
                + "keeps every image within it, or --gpu picks a device that allows it"
        case .chooseFamily: "RADV_FORCE_FAMILY and --family choose the family"
        case .displayServer:
            "'displays', 'view' and 'bench --present' need one (e.g. 'xvfb-run -s \"-screen 0 1920x1080x24\" nativescale displays'); "
                + "'bench' without --present does not"
        case .windowLibrary: "'displays', 'view' and 'bench --present' need it; 'bench' without --present does not"
        }
    }

    static func history(_ error: HistoryError) -> String? {
        switch error {
        case .auditFailed(let path, let findings):
            "\(path) failed its audit (\(findings.map(\.sentence).joined(separator: "; "))); its stage times are not trusted, so it is not recorded"
        case .commitNotFound(let prefix, let bound):
            "\(flag(bound)) \(prefix) matches no recorded commit"
        case .ambiguousCommit(let prefix, let bound, let matches):
            "\(flag(bound)) \(prefix) is ambiguous: it starts \(matches) recorded commits; give more characters"
        case .noMatch(let given, let path):
            "no recorded results match " + (given.isEmpty ? "(no filters)" : given.map { "--\($0.filter.rawValue) \($0.value)" }.joined(separator: ", "))
                + " in \(path)"
        case .noCommit(let path):
            "\(path) names no commit and this is not a git checkout; pass --commit SHA"
        default:
            nil
        }
    }

    static func flag(_ bound: HistoryError.CommitBound) -> String {
        switch bound {
        case .from: "--from"
        case .to: "--to"
        }
    }
}
