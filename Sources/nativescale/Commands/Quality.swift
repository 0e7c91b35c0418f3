import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleQuality
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults

/// `nativescale quality`: how different two images look at a display's viewing geometry.
struct Quality: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two images (PNG or JPEG): PSNR, SSIM and FLIP at a display's pixels per degree.",
        discussion: """
            FLIP is evaluated at the pixels per degree of --device (its panel at its typical viewing \
            distance, or --viewing-distance), or at --ppd; with neither, at FLIP's default (67 PPD). \
            Images of different sizes are refused unless --resize names the filter the test image is \
            resampled to the reference's size with.
            Examples:
              nativescale quality native.png scaled.png --device iphone-8-plus
              nativescale quality reference.png frame.jpg --ppd 60 --flip-map flip.png --json quality.json
            """)

    @Argument(help: "The reference image.")
    var reference: String
    @Argument(help: "The image compared with it.")
    var test: String
    @Option(help: "A catalog display whose panel and typical viewing distance give the pixels per degree.")
    var device: String?
    @OptionGroup var viewing: ViewingOptions
    @Option(help: "Resample the test image to the reference's size with this filter when the sizes differ.")
    var resize: ResampleFilter?
    @Option(help: "Write FLIP's error map (magma colours) to this PNG file.")
    var flipMap: String?
    @Option(help: "Write the result (schema nativescale.quality v\(QualityComparison.currentSchemaVersion)) to this JSON file.")
    var json: String?
    @OptionGroup var quietOption: QuietOption
    var quiet: Bool { quietOption.quiet }

    func validate() throws {
        try OutputPaths.checkFiles([("--flip-map", flipMap), ("--json", json)])
        if let flipMap, URL(fileURLWithPath: flipMap).pathExtension.lowercased() != "png" {
            throw ValidationError("--flip-map '\(flipMap)' is not a .png file; the error map is written as PNG, so expected a name ending in .png")
        }
    }

    func run() throws {
        let entry = try device.map { try DisplayCatalog.entry(named: $0) }
        let useCase = QualityUseCase(request: .init(referencePath: reference, testPath: test, viewing: try viewing.geometry(panel: entry?.panel), resize: resize))
        let outcome = try useCase.run()
        if let flipMap, let errors = outcome.flipErrors { try AtomicFile.write(Data(try PNGEncoder.encode(errors.colorMapped())), to: flipMap) }
        if let json { try AtomicFile.write(try JSONText.encode(outcome.comparison), to: json) }
        if !quiet { print(outcome.comparison.text, terminator: "") }
    }
}
