import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleQuality
import NativeScaleReporting
import NativeScaleResults
import NativeScaleUseCases

/// `nativescale quality`: how different two images (or two sequences of frames) look at a
/// display's viewing geometry.
struct Quality: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Compare two images (PNG or JPEG), or two folders of PNG frames: PSNR, SSIM and FLIP at a display's pixels per degree, "
            + "ColorVideoVDP in JOD on a display model.",
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
            Two folders are two sequences of PNG frames, shown in the order of their file names at --fps \
            frames a second (default 60): each pair of frames is measured, FLIP's spread over the frames is \
            printed (mean, 95th percentile, the worst frame, whose map --flip-map writes), and --metric cvvdp \
            judges the whole sequence in ColorVideoVDP's video mode (its temporal channels see flicker and \
            shimmer that no single frame shows).
            Examples:
              nativescale quality native.png scaled.png --device iphone-8-plus
              nativescale quality native.png scaled.png --metric cvvdp \\
                  --device iphone-8-plus --ambient 1000
              nativescale quality native.png scaled.png --metric all \\
                  --display standard_fhd
              nativescale quality reference.png frame.jpg --ppd 60 --flip-map flip.png \\
                  --json quality.json
              nativescale quality native-frames/ scaled-frames/ --metric all --fps 60 \\
                  --device iphone-12-mini --flip-map worst.png
            """)

    @Argument(help: "The reference image, or a folder of its PNG frames.")
    var reference: String
    @Argument(help: "The image compared with it, or a folder of as many PNG frames.")
    var test: String
    @Option(help: "The frame rate two folders of frames are shown at, for ColorVideoVDP's temporal filters (default 60).")
    var fps: Double?
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
    @Option(help: "Write FLIP's error map (magma colours) to this PNG file; for two sequences, the worst frame's.")
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
        if let fps, !(fps > 0 && fps.isFinite && fps <= 1000) {
            throw ValidationError("--fps \(fps) is not a frame rate; expected frames a second above 0, at most 1000 (e.g. 60)")
        }
        if let filter = [resize, beside].compactMap({ $0 }).first(where: \.isTemporal) {
            throw ValidationError(TemporalUpscalerRefusal.imageOnly(filter).description)
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
        let folders = (Self.isFolder(reference), Self.isFolder(test))
        if folders.0 != folders.1 {
            throw BadInput(
                "'\(folders.0 ? reference : test)' is a folder and '\(folders.0 ? test : reference)' is not; "
                    + "expected two images, or two folders of PNG frames")
        }
        if folders.0 { return try runSequence(geometry: geometry, model: model) }
        if let fps { throw BadInput("--fps \(fps) sets the frame rate of two folders of frames; expected it only with two folders") }
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

    /// Two sequences: their PNG frames in order of name, measured a pair at a time.
    private func runSequence(geometry: ViewingGeometry, model: DisplayModel?) throws {
        if let beside { throw BadInput("--beside \(beside.rawValue) compares two resamples of one image; expected it only with two images") }
        let useCase = SequenceQualityUseCase(
            request: .init(
                referenceFolder: reference, testFolder: test, referenceFrames: try Self.frames(in: reference),
                testFrames: try Self.frames(in: test), framesPerSecond: fps ?? 60, viewing: geometry, resize: resize,
                metricSet: metricSet, display: model))
        let outcome = try useCase.run()
        if let flipMap, let errors = outcome.worstFlipErrors {
            try AtomicFile.write(Data(try PNGEncoder.encode(errors.colorMapped())), to: flipMap)
        }
        try outputOptions.write(outcome.comparison)
        if !quiet { print(outcome.comparison.text, terminator: "") }
    }

    /// Whether `path` names a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The PNG files in `folder` (not its subfolders), in the order of their names.
    static func frames(in folder: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return names.filter { $0.lowercased().hasSuffix(".png") }.sorted()
            .map { URL(fileURLWithPath: folder).appendingPathComponent($0).path }
            .filter { !isFolder($0) }
    }
}
