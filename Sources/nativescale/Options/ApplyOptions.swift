import ArgumentParser
import NativeScaleCore

/// `--apply FORMAT`: where the size nativescale recommends is applied (an API or an engine).
struct ApplyOptions: ParsableArguments {
    @Option(
        name: .customLong("apply"),
        help: ArgumentHelp(
            "How to apply the size: \(SizeSetting.Format.allCases.map(\.rawValue).joined(separator: ", ")); "
                + "default: the display's platform (UIKit on iOS and iPadOS, Android on Android, GLFW elsewhere).", valueName: "FORMAT"))
    var format: SizeSetting.Format?

    /// The chosen format, or the one `platform`'s own apps use; a format whose API does not exist
    /// on `platform` is refused (one line, exit 64).
    func format(for platform: Platform?) throws(CatalogError) -> SizeSetting.Format {
        guard let format else { return .native(to: platform) }
        guard let platform, !format.exists(on: platform) else { return format }
        throw .formatNotOnPlatform(format, platform)
    }
}
