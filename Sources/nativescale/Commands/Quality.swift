import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleQuality
import NativeScaleReporting
import NativeScaleResults
import NativeScaleUseCases

/// `nativescale quality`: how different two images look at a display's viewing geometry.
struct Quality: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two images (PNG or JPEG): PSNR, SSIM and FLIP at a display's pixels per degree, ColorVideoVDP in JOD on a display model.",
        discussion: """
            FLIP is evaluated at the pixels per degree of --device (its panel at its typical viewing \
            distance, or --viewing-distance), or at --ppd; with neither, at FLIP's default (67 PPD). \
            Images of different sizes are refused unless --resize names the filter the test image is \
            resampled to the reference's size with.
            --metric cvvdp judges the pair with ColorVideoVDP (cvvdp 0.5.7's image mode) in JOD: 10 is no \
            visible difference, and 1 JOD less means 75 % of viewers prefer the better image. Its display \
            model is --device's (the panel's pixels per degree, peak luminance and contrast in an office of \
            250 lux) or one of ColorVideoVDP's own (--display standard_fhd); --ambient, --peak-luminance and \
            --contrast change it. docs/commands/quality.md lists every model's figures with their sources.
            Examples:
              nativescale quality native.png scaled.png --device iphone-8-plus
              nativescale quality native.png scaled.png --metric cvvdp \\
                  --device iphone-8-plus --ambient 1000
              nativescale quality native.png scaled.png --metric all \\
                  --display standard_fhd
              nativescale quality reference.png frame.jpg --ppd 60 --flip-map flip.png \\
                  --json quality.json
            """)

    @Argument(help: "The reference image.")
    var reference: String
    @Argument(help: "The image compared with it.")
    var test: String
    @Option(help: "A catalog display whose panel and typical viewing distance give the pixels per degree.")
    var device: String?
    @OptionGroup var viewing: ViewingOptions
    @Option(
        help: ArgumentHelp(
            "Which metrics beside PSNR: flip (SSIM and FLIP), cvvdp (ColorVideoVDP in JOD) or all; "
                + "default: flip, or cvvdp with --display.", valueName: "SET"))
    var metric: QualityMetricSet?
    @OptionGroup var displayModel: DisplayModelOptions
    @Option(help: "Resample the test image to the reference's size with this filter when the sizes differ.")
    var resize: ResampleFilter?
    @Option(
        help: ArgumentHelp(
            "Also resample the test image with this filter and measure it beside --resize's output at the same size "
                + "(e.g. --resize fsr1 --beside bilinear); --flip-map then holds both maps side by side."))
    var beside: ResampleFilter?
    @Option(help: "Write FLIP's error map (magma colours) to this PNG file.")
    var flipMap: String?
    @OptionGroup var outputOptions: OutputOptions<QualityComparison>
    @OptionGroup var quietOption: QuietOption
    var quiet: Bool { quietOption.quiet }

    /// The metrics computed: `--metric`, else ColorVideoVDP alone when `--display` names its model.
    var metricSet: QualityMetricSet { metric ?? (displayModel.display != nil ? .cvvdp : .flip) }

    func validate() throws {
        if metricSet.includesColorVideoVDP, displayModel.display == nil, device == nil {
            throw ValidationError(
                "--metric \(metricSet.rawValue) needs a display for JOD; expected --device ID (a catalog display) or --display MODEL (e.g. standard_fhd)")
        }
        if !metricSet.includesColorVideoVDP, displayModel.display != nil {
            throw ValidationError("--display names ColorVideoVDP's display, which --metric flip does not compute; expected --metric cvvdp or all")
        }
        if let beside, resize == nil {
            throw ValidationError("--beside \(beside.rawValue) compares two resamples of the test image; expected --resize FILTER with it")
        }
        try OutputPaths.checkFiles([("--flip-map", flipMap)])
        if let flipMap, URL(fileURLWithPath: flipMap).pathExtension.lowercased() != "png" {
            throw ValidationError("--flip-map '\(flipMap)' is not a .png file; the error map is written as PNG, so expected a name ending in .png")
        }
    }

    func run() throws {
        let entry = try device.map { try DisplayCatalog.entry(named: $0) }
        let geometry = try viewing.geometry(panel: entry?.panel)
        let model = metricSet.includesColorVideoVDP ? try displayModel.model(entry: entry, viewing: geometry) : nil
        let useCase = QualityUseCase(
            request: .init(
                referencePath: reference, testPath: test, viewing: geometry, resize: resize,
                metricSet: metricSet, display: model, beside: beside))
        let outcome = try useCase.run()
        if let flipMap, let errors = outcome.flipErrors {
            // With --beside, the two maps side by side (--resize's on the left), a white gap between them.
            let map = outcome.besideFlipErrors.map { RGBAImage.sideBySide(errors.colorMapped(), $0.colorMapped()) } ?? errors.colorMapped()
            try AtomicFile.write(Data(try PNGEncoder.encode(map)), to: flipMap)
        }
        try outputOptions.write(outcome.comparison)
        if !quiet { print(outcome.comparison.text, terminator: "") }
    }
}
