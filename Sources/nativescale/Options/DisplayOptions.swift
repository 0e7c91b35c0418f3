import ArgumentParser
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// The display to plan for: a catalog entry, or points, scale and native scale or panel by hand.
struct DisplayOptions: ParsableArguments {
    @Option(help: "A catalog id or alias, e.g. iphone-8-plus (see 'nativescale devices').")
    var device: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Logical size by hand, e.g. 414x736.", valueName: "WxH"))
    var points: String?

    @Option(parsing: .unconditional, help: "Content scale by hand: what the app renders at, e.g. 3.")
    var scale: String?

    @Option(parsing: .unconditional, help: "Native scale by hand: panel pixels per point, e.g. 2.608696.")
    var nativeScale: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Panel pixels by hand (instead of --native-scale), e.g. 1080x1920.", valueName: "WxH"))
    var panel: String?

    @Option(help: "Orientation (default: the display's natural orientation; by hand, as given).")
    var orientation: Orientation?

    @Option(help: "Sizing rule for a display given by hand.")
    var rule: SizingRule = .uiKit

    /// The display described, with its catalog entry when it came from the catalog.
    func resolve() throws -> (display: Display, entry: CatalogEntry?) {
        let requestedOrientation = orientation
        if let device {
            let byHand = [("--points", points), ("--scale", scale), ("--native-scale", nativeScale), ("--panel", panel)]
            if let (option, _) = byHand.first(where: { $0.1 != nil }) {
                throw BadInput("--device cannot be combined with \(option); give a catalog id, or --points, --scale and --native-scale or --panel")
            }
            let entry = try DisplayCatalog.entry(named: device)
            return (entry.display.oriented(requestedOrientation ?? entry.display.orientation), entry)
        }
        guard let points, let scale else {
            throw BadInput("no display given; expected --device ID, or --points WxH --scale S with --native-scale N or --panel WxH")
        }
        let logical = try SizeArgument.logical(points, option: "--points")
        let content = try SizeArgument.scale(scale, option: "--scale")
        let orientation = requestedOrientation ?? (logical.width > logical.height ? .landscape : .portrait)
        switch (nativeScale, panel) {
        case (let native?, let panel?):
            return (
                try Display(
                    logicalSize: logical, scale: content, nativeScale: SizeArgument.scale(native, option: "--native-scale"),
                    panelSize: SizeArgument.pixels(panel, option: "--panel"), orientation: orientation, rule: rule), nil
            )
        case (let native?, nil):
            return (
                try Display(
                    logicalSize: logical, scale: content, nativeScale: SizeArgument.scale(native, option: "--native-scale"),
                    orientation: orientation, rule: rule), nil
            )
        case (nil, let panel?):
            return (
                try Display(
                    logicalSize: logical, scale: content, panelSize: SizeArgument.pixels(panel, option: "--panel"),
                    orientation: orientation, rule: rule), nil
            )
        case (nil, nil):
            throw BadInput("--points and --scale need --native-scale N or --panel WxH to know the panel")
        }
    }
}
