import ArgumentParser
import NativeScaleCore

/// `--apply FORMAT`: where the size nativescale recommends is applied (an API or an engine).
struct ApplyOptions: ParsableArguments {
    @Option(
        name: .customLong("apply"),
        help: ArgumentHelp(
            "How to apply the size: \(SizeSetting.Format.allCases.map(\.rawValue).joined(separator: ", ")); "
                + "default: the display's platform's own (UIKit on iOS and iPadOS, AppKit on macOS, Android on Android, GLFW on Windows "
                + "and Wayland), or, where its buffer is not the panel's pixels and another's is, that one (UIKit for a display given "
                + "by hand whose drawable is not its panel).", valueName: "FORMAT"))
    var format: SizeSetting.Format?

    /// The format asked for, nil when none was; a format whose API does not exist on `platform`
    /// is refused (one line, exit 64).
    func asked(on platform: Platform?) throws(CatalogError) -> SizeSetting.Format? {
        guard let format, let platform, !format.exists(on: platform) else { return format }
        throw .formatNotOnPlatform(format, platform)
    }

    /// The format asked for (refused where its API does not exist on `platform`), or the
    /// preferred one for `display` on `platform` (``SizeSetting/Format/preferred(for:platform:)``).
    func format(for display: Display, platform: Platform?) throws(CatalogError) -> SizeSetting.Format {
        try asked(on: platform) ?? .preferred(for: display, platform: platform)
    }
}
