import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTuning
import NativeScaleUseCases
import Testing
import nativescale

/// Every error Core, Results and Measurement throw is a value: it carries the bad value, the path
/// or the counts, never a sentence. The words are made once, by Reporting (or the CLI for
/// Measurement's), and the line a user reads names the value and, where one is meant, the flag.
///
/// Each row is one case of one error type, built as the library throws it. The `switch`es in
/// ``LibraryErrorTests/caseName(_:)`` have no `default`, so a new case does not compile until it
/// is named there, and ``everyCaseHasARow`` fails until it has a row here.
@Suite("Library errors: values, worded once")
struct LibraryErrorTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let error: any Error & Sendable
        /// What the line must contain: the bad value, path or count, and any flag it names.
        let names: [String]
        let status: NativeScaleCore.ExitStatus
        var testDescription: String { LibraryErrorTests.caseName(error) ?? "\(error)" }
    }

    static let path = "/tmp/result.json"
    static let panel = PixelSize(width: 1080, height: 1920)

    static let rows: [Row] = core + results + measurement

    static let core: [Row] = [
        Row(error: SizingError.invalidLogicalLength(name: "window", axis: "width", value: -3, maximum: 100_000), names: ["window width -3"], status: .badInput),
        Row(error: SizingError.invalidScale(name: "scale", value: 40, maximum: 16), names: ["scale 40", "at most 16"], status: .badInput),
        Row(
            error: SizingError.invalidPixelLength(name: "panel", axis: "height", value: 0, maximum: 65_536), names: ["panel height 0", "1 to 65536"],
            status: .badInput),
        Row(
            error: SizingError.inconsistentPanel(
                logicalSize: LogicalSize(width: 414, height: 736), nativeScale: ScaleFactor(3), panelSize: panel,
                nativeSize: ExactPixelSize(width: 1242, height: 2208)),
            names: ["native scale 3", "1242×2208 px", "1080×1920 panel"], status: .badInput),
        Row(error: CatalogError.unknownDisplay("iphone-9", suggestions: ["iphone-8"]), names: ["'iphone-9'", "'iphone-8'"], status: .badInput),
        Row(error: CatalogError.unknownPlatform("beos"), names: ["'beos'", "ios"], status: .badInput),
        Row(error: CatalogError.noMatch("zz"), names: ["'zz'"], status: .badInput),
        Row(error: CatalogError.formatNotOnPlatform(.uiKit, .android), names: ["--apply uikit", "android"], status: .badInput),
        Row(
            error: CatalogError.bufferNotMeasured(
                .godot, buffer: PixelSize(width: 1080, height: 2340), measured: PixelSize(width: 1440, height: 3120), measuredFormat: .android),
            names: ["--apply godot", "1080×2340", "1440×3120", "android"], status: .badInput),
        Row(error: CatalogError.platformWithDevices, names: ["--platform cannot be combined with --device"], status: .badInput),
        Row(error: CatalogError.emptyName(list: "iphone-3gs,,iphone-4s"), names: ["--device 'iphone-3gs,,iphone-4s'", "empty name"], status: .badInput),
        Row(
            error: CatalogError.repeated("iphone-3gs", list: "iphone-3gs,iphone-3gs"), names: ["--device 'iphone-3gs,iphone-3gs'", "iphone-3gs twice"],
            status: .badInput),
        Row(error: ViewingError.viewingDistance(2), names: ["'2' cm", "5 to 1000"], status: .badInput),
        Row(error: ViewingError.pixelsPerDegree(1.5), names: ["'1.5'", "2 to 400"], status: .badInput),
        Row(error: ViewingError.unknownDensity(display: "this display"), names: ["this display", "--ppd N"], status: .badInput),
        Row(error: ViewingError.peakLuminance(-5), names: ["'-5' cd/m²", "1 to 10000"], status: .badInput),
        Row(error: ViewingError.contrast(0.5), names: ["'0.5'", "1000 for 1000:1"], status: .badInput),
        Row(error: ViewingError.ambientIlluminance(-1), names: ["'-1' lux", "0 to 150000"], status: .badInput),
        Row(error: ViewingError.reflectivity(2), names: ["'2'", "0 to 1"], status: .badInput),
        Row(
            error: ViewingError.unknownDisplayModel("standard_8k", accepted: ["standard_fhd", "standard_4k"]),
            names: ["'standard_8k'", "standard_fhd, standard_4k", "--device ID"], status: .badInput),
        Row(error: SweepError.badScales("0.5:1.5", problem: .notARange), names: ["--scales '0.5:1.5'", "START:END:STEP"], status: .badInput),
        Row(error: SweepError.badConstraint(.minimumSSIM, value: 2), names: ["--min-ssim 2", "at most 1"], status: .badInput),
        Row(error: DynamicResolutionError.unreadableModel("2.0"), names: ["--model '2.0'", "FIXED_MS+MS_PER_MEGAPIXEL"], status: .badInput),
        Row(error: DynamicResolutionError.badModel(fixed: -1, perMegapixel: 6.5), names: ["--model -1+6.5"], status: .badInput),
        Row(error: DynamicResolutionError.badBudget(0), names: ["--budget 0"], status: .badInput),
        Row(error: DynamicResolutionError.unknownController("unity"), names: ["--controller 'unity'", "unity-hdrp"], status: .badInput),
        Row(error: DynamicResolutionError.badBounds(minimum: 0.9, maximum: 0.5), names: ["--min-scale and --max-scale 0.9–0.5"], status: .badInput),
        Row(error: DynamicResolutionError.badSchedule("10:96"), names: ["--schedule '10:96'", "FRAME:SHADER_COST"], status: .badInput),
        Row(error: DynamicResolutionError.badFeedbackDelay(17), names: ["--feedback-delay 17", "0 to 16 frames"], status: .badInput),
    ]

    static func file(_ problem: ResultFileError.Problem, _ names: String...) -> Row {
        Row(error: ResultFileError(path: path, problem: problem), names: ["'\(path)'"] + names, status: .badInput)
    }

    static let resultFiles: [Row] = [
        file(.missing, "does not exist"),
        file(.isDirectory, "is a directory"),
        file(.unreadable, "cannot be read"),
        file(.notJSON, "is not JSON"),
        file(.notAnObject(.array), "a JSON array"),
        file(.foreignSchema("geojson"), "'geojson' document"),
        file(.wrongSchema(expected: .sweep, found: "nativescale.bench"), "not a nativescale sweep result", "'nativescale.bench'"),
        file(.unsupportedVersion(kind: .sweep, found: 99, readable: 1...12), "version 99", "1 to 12"),
        file(.malformed(kind: .bench, field: "samples.0.round", issue: .badValue), "malformed nativescale bench", "'samples.0.round'"),
        file(.noSamples, "no samples"),
        file(.badMeasuringSeconds(-1), "measuringSeconds -1.0"),
        file(.badAuditFigure(maximum: 3.6e12), "audit figure", "3600000000000.0"),
        file(.inconsistentStatistics(.badPipeline(target: "lavapipe")), "inconsistent shader statistics", "'lavapipe'"),
        file(.inconsistentShaders(.repeatedTarget("navi21")), "'navi21' appears twice"),
        file(.noPoints, "no points"),
        file(.pointWithoutCost(point: 3), "point 3 has no cost"),
        file(.badPointCost(point: 4), "point 4 has a cost"),
        file(.badRace(alpha: 1.5, looks: 2, designLooks: 4, candidates: [7], points: 5), "α 1.5", "2 of 4 looks", "[7] of 5 points"),
        file(.noExperiments, "no experiments"),
        file(.shardPositions(index: 2, count: 3, total: 12, of: .displays), "shard 2/3 of 12 displays", "'bench --shard'"),
        file(.auditClaim(renderSize: panel, claimed: true, judged: false), "1080×1920 passed", "say it failed"),
        file(
            .frames(.experiment(2), .notOnePerRound(path: .scaled(.bilinear), frames: 3, rounds: 4)),
            "3 experiment 2 samples of scaled/bilinear over 4 "
                + "rounds"),
        file(.badSelection, "empty or repeating selection"),
        file(.heldDisagrees(holds: ["pixel-7", nil], says: ["pixel-7"]), "pixel-7, by hand but says pixel-7"),
        file(.raceNoise(.badFLIP(-1, point: "9×9 + area")), "FLIP of -1.0 for 9×9 + area"),
        file(.badStream(.writtenFlags(submission: 3, flags: 4, frames: 3)), "timestamp stream", "submission 3 has 4 written flags for 3 frames"),
        file(.badDynresFigure(field: "controllers[0].frames[3].scale", value: -1), "controllers[0].frames[3].scale -1.0"),
        file(.systemResample(buffer: PixelSize(width: 96, height: 144), found: PixelSize(width: 80, height: 120)), "96×144", "80×120"),
        file(.dynresFrameCount(controller: .unreal, frames: 3, expected: 600), "3 frames of unreal", "600"),
    ]

    static let recordings: [Row] = [
        Row(error: FrameRecordingError.missing(path: "/tmp/f.csv"), names: ["'/tmp/f.csv'", "frame,gpu_ms,scale"], status: .badInput),
        Row(error: FrameRecordingError.unreadable(path: "/tmp/f.csv"), names: ["'/tmp/f.csv'", "UTF-8"], status: .badInput),
        Row(error: FrameRecordingError.missingColumn(path: "/tmp/f.csv", column: "gpu_ms"), names: ["no 'gpu_ms' column"], status: .badInput),
        Row(
            error: FrameRecordingError.badValue(path: "/tmp/f.csv", line: 7, column: "gpu_ms", text: "-3"), names: ["line 7 has gpu_ms '-3'", "above 0"],
            status: .badInput),
        Row(error: FrameRecordingError.blankLine(path: "/tmp/f.csv", line: 5), names: ["'/tmp/f.csv' line 5 is blank"], status: .badInput),
        Row(error: FrameRecordingError.noFrames(path: "/tmp/f.csv"), names: ["no frames"], status: .badInput),
        Row(error: FrameRecordingError.notATrace(path: "/tmp/t.pftrace"), names: ["'/tmp/t.pftrace' is not a Perfetto trace"], status: .badInput),
        Row(
            error: FrameRecordingError.noTrack(path: "/tmp/t.pftrace", track: "GPU", tracks: ["GPU native", "GPU rounds"]),
            names: ["no track named 'GPU'", "'GPU native'"], status: .badInput),
        Row(error: FrameRecordingError.tooManyFrames(path: "/tmp/f.csv", maximum: 10), names: ["more than 10 frames"], status: .badInput),
        Row(
            error: FrameRecordingError.notABenchResult(
                ResultFileError(path: "/tmp/s.json", problem: .wrongSchema(expected: .bench, found: "nativescale.sweep"))),
            names: ["'/tmp/s.json' is not a nativescale bench result", "'nativescale.sweep'"], status: .badInput),
    ]

    static let results: [Row] =
        resultFiles + recordings + [
            Row(error: FileError(path: path, problem: .isDirectory), names: [path, "directory"], status: .badInput),
            Row(
                error: FileError(path: path, problem: .folderNotCreated(folder: "/tmp/ro", errno: EROFS)), names: [path, "'/tmp/ro'", "Read-only file system"],
                status: .badInput),
            Row(error: FileError(path: path, problem: .notWritten(errno: ENOSPC)), names: [path, "No space left on device"], status: .badInput),
            Row(error: PNGError(zlibStatus: -2), names: ["-2"], status: .failure),
            Row(error: MergeError.badShard("4/3"), names: ["--shard '4/3'", "I/N"], status: .badInput),
            Row(
                error: MergeError.emptyShard(shard: "4/4", total: 3, of: .renderSizes), names: ["--shard 4/4", "no render sizes", "there are 3"],
                status: .badInput),
            Row(error: MergeError.noFiles, names: ["no files"], status: .badInput),
            Row(error: MergeError.notShard(path: path), names: [path, "--shard I/N"], status: .badInput),
            Row(
                error: MergeError.mismatch(
                    path: path, difference: .device(name: "llvmpipe", driver: "Mesa 22.3.6", expectedName: "RTX", expectedDriver: "560")),
                names: [path, "'llvmpipe Mesa 22.3.6', not 'RTX 560'"], status: .badInput),
            Row(error: MergeError.duplicate(path: path, shard: "2/3"), names: [path, "2/3 again"], status: .badInput),
            Row(error: MergeError.missing(shards: [1, 3], count: 3), names: ["1/3, 3/3 are missing"], status: .badInput),
            Row(error: ComparisonError.noResults, names: ["no results"], status: .badInput),
            Row(
                error: ComparisonError.mismatch([
                    SettingDifference(.device, base: "llvmpipe", head: "RTX"), SettingDifference(.timing, base: "gpu", head: "host"),
                ]),
                names: ["device 'llvmpipe' vs 'RTX'; timing gpu vs host", "--allow-mismatch"], status: .badInput),
            Row(error: ShaderStatisticsError.radvMissing, names: ["radeon_icd", "--family none"], status: .unavailable),
            Row(
                error: ShaderStatisticsError.childFailed(family: "navi21", status: 69, detail: "no device"), names: ["navi21", "exit 69", "no device"],
                status: .unavailable),
            Row(error: ShaderStatisticsError.childCrashed(family: "navi24", signal: 11, detail: ""), names: ["signal 11", "navi24"], status: .failure),
            Row(error: ShaderStatisticsError.childOutput(path: path), names: [path], status: .failure),
            Row(error: ShaderStatisticsError.noStatisticsDevice(["llvmpipe"]), names: ["devices: llvmpipe"], status: .unavailable),
        ]

    static let measurement: [Row] = [
        Row(error: ABError.notExecutable("/bin/none"), names: ["'/bin/none'"], status: .badInput),
        Row(error: ABError.reservedArgument("--json"), names: ["'--json'"], status: .badInput),
        Row(
            error: ABError.roundsCannotDecide(count: 3, alpha: 0.05, smallestP: 0.1, needed: 4), names: ["--rounds 3", "α 0.05", "0.100", "at least 4"],
            status: .badInput),
        Row(
            error: ABError.runFailed(binary: "/b/nativescale", command: "bench", status: 70, message: "validation layer spoke"),
            names: ["'/b/nativescale bench'", "status 70", "validation layer spoke"], status: .failure),
        Row(
            error: QualityError.sizesDiffer(reference: panel, test: PixelSize(width: 1242, height: 2208)),
            names: ["1242×2208", "1080×1920", "--resize FILTER"],
            status: .badInput),
        Row(error: QualityError.depthsDiffer(reference: 8, test: 16), names: ["8 bits", "16"], status: .badInput),
        Row(error: QualityError.tooSmallForColorVideoVDP(PixelSize(width: 6, height: 40)), names: ["6×40", "at least 8 pixels"], status: .badInput),
        Row(error: QualityError.noFrames(folder: "frames"), names: ["'frames'", "no PNG frame", "a folder of .png files"], status: .badInput),
        Row(error: QualityError.frameCountsDiffer(reference: 30, test: 29), names: ["30 frames", "29", "as many frames"], status: .badInput),
        Row(
            error: QualityError.frameSizeDiffers(frame: "f/7.png", size: PixelSize(width: 40, height: 32), first: PixelSize(width: 48, height: 32)),
            names: ["'f/7.png'", "40×32", "48×32", "the same size"], status: .badInput),
        Row(error: QualityError.tooFewFramesForVideo(folder: "one", frames: 1), names: ["'one'", "1 frame", "two or more"], status: .badInput),
        Row(error: ViewError.unknownMonitor("9", available: ["0 'Xvfb'"]), names: ["--monitor '9'", "0 'Xvfb'"], status: .badInput),
        Row(error: ViewError.nativeSizeUnknown(.windowServer), names: ["window server", "--platform macos"], status: .failure),
        Row(
            error: CompareError.kindsDiffer(base: path, baseKind: .sweep, head: "/tmp/b.json", headKind: .bench),
            names: ["a sweep result (\(path))", "a bench result (/tmp/b.json)"], status: .badInput),
        Row(
            error: CompareError.displaysDiffer(
                missing: "pixel-7", base: path, baseDisplays: ["pixel-7", "iphone-se"], head: "/tmp/b.json",
                headDisplays: ["iphone-se"]),
            names: ["pixel-7 is in only one of \(path) (pixel-7, iphone-se) and /tmp/b.json (iphone-se)"], status: .badInput),
        Row(
            error: SizesError.noMultitasking(device: "iphone-8-plus", withLayouts: ["ipad-pro-12-9"]), names: ["--split", "'iphone-8-plus'", "ipad-pro-12-9"],
            status: .badInput),
        Row(error: DynamicResolutionReplayError.noOutputSize, names: ["--device ID"], status: .badInput),
        Row(error: DynamicResolutionReplayError.notASweep(path: path), names: ["--model '\(path)' is not a sweep result"], status: .badInput),
        Row(
            error: DynamicResolutionReplayError.noFit(path: path, filter: .area), names: ["--model '\(path)'", "timed points of area", "--exhaustive"],
            status: .badInput),
        Row(error: DynamicResolutionReplayError.qualityLimitWithoutSweep, names: ["--quality-limit", "--model SWEEP.json"], status: .badInput),
        Row(
            error: DynamicResolutionReplayError.qualityLimitUnreachable(limit: 0.01, metric: .flip, atMaximum: 0.04),
            names: ["--quality-limit 0.01", "FLIP is 0.04"], status: .badInput),
        Row(
            error: DynamicResolutionReplayError.casesWithoutQualityLimit(recordings: 2, budgets: 1),
            names: ["2 recordings and 1 budgets", "--quality-limit"], status: .badInput),
        Row(
            error: DynamicResolutionBenchError.noFit(fixed: 0.4, perMegapixel: -0.1, findings: []), names: ["0.4 ms + -0.1 ms per megapixel", "--shader-cost"],
            status: .failure),
        Row(
            error: DynamicResolutionBenchError.noFit(fixed: nil, perMegapixel: nil, findings: [.unwrittenWork(path: .scaled(.bilinear), frames: 12)]),
            names: ["fit no cost", "audit failed", "12"], status: .auditFailed),
        Row(
            error: ResultsError.notAccepted(path: path, kind: .sweep, accepted: [.bench, .shaders]),
            names: ["'\(path)' is a sweep result", "'bench --json' file or a 'shaders --json' file"], status: .badInput),
    ]

    /// Errors a flag's parser words itself, naming the flag it parses (`--family`, `--shader-families`).
    static let parsed: [Row] = [
        Row(error: FamilyListError.unknown("navi99"), names: [], status: .badInput),
        Row(error: FamilyListError.notAList("navi21,,"), names: [], status: .badInput),
    ]

    /// Associated strings that are another program's own words, relayed as they came: a child
    /// process's last line.
    static let relayed: Set<String> = ["detail", "message"]

    @Test("Each error carries values: no associated string is a sentence", arguments: rows + parsed)
    func valuesNotProse(_ row: Row) {
        for (label, text) in Self.strings(in: row.error) where !Self.relayed.contains(label) {
            let words = text.split(whereSeparator: \.isWhitespace)
            #expect(words.count < 4 && !text.contains("; "), "'\(label)' holds a sentence: \(text)")
        }
    }

    @Test("The CLI reports each error in one line that names its values, with its exit status", arguments: rows)
    func reportedLine(_ row: Row) throws {
        let line = try #require(CommandLineFailure.message(for: row.error), "no line for \(row.error)")
        #expect(!line.isEmpty && !line.contains("\n"))
        for name in row.names { #expect(line.contains(name), "'\(name)' is not in: \(line)") }
        #expect((row.error as? any ReportableError)?.exitStatus == row.status)
    }

    @Test("Every case of every error type has a row, and no two cases of a type read the same")
    func everyCaseHasARow() {
        let named = (Self.rows + Self.parsed).compactMap { Self.caseName($0.error) }
        #expect(named.count == Self.rows.count + Self.parsed.count)
        #expect(Set(named) == Self.allCaseNames, "without a row: \(Self.allCaseNames.subtracting(named).sorted())")
        let lines = Self.rows.compactMap { CommandLineFailure.message(for: $0.error) }
        #expect(Set(lines).count == lines.count)
    }

    /// Every string inside `value`, with the label of the field that holds it.
    static func strings(in value: Any, label: String = "") -> [(String, String)] {
        if let text = value as? String { return [(label, text)] }
        return Mirror(reflecting: value).children.flatMap { child in
            strings(in: child.value, label: child.label ?? label)
        }
    }

    /// The names of the cases the rows must cover: one per case of every type below (the
    /// result-file and frame problems each count as cases of their own type).
    static let allCaseNames: Set<String> = Set([
        "SizingError.invalidLogicalLength", "SizingError.invalidScale", "SizingError.invalidPixelLength", "SizingError.inconsistentPanel",
        "CatalogError.unknownDisplay", "CatalogError.unknownPlatform", "CatalogError.noMatch", "CatalogError.formatNotOnPlatform",
        "CatalogError.bufferNotMeasured",
        "CatalogError.platformWithDevices", "CatalogError.emptyName", "CatalogError.repeated",
        "ViewingError.viewingDistance", "ViewingError.pixelsPerDegree", "ViewingError.unknownDensity",
        "ViewingError.peakLuminance", "ViewingError.contrast", "ViewingError.ambientIlluminance", "ViewingError.reflectivity",
        "ViewingError.unknownDisplayModel",
        "SweepError.badScales", "SweepError.badConstraint",
        "DynamicResolutionError.unreadableModel", "DynamicResolutionError.badModel", "DynamicResolutionError.badBudget",
        "DynamicResolutionError.unknownController", "DynamicResolutionError.badBounds", "DynamicResolutionError.badSchedule",
        "DynamicResolutionError.badFeedbackDelay",
        "FrameRecordingError.missing", "FrameRecordingError.unreadable", "FrameRecordingError.missingColumn", "FrameRecordingError.badValue",
        "FrameRecordingError.blankLine", "FrameRecordingError.noFrames", "FrameRecordingError.tooManyFrames", "FrameRecordingError.notABenchResult",
        "FrameRecordingError.notATrace", "FrameRecordingError.noTrack",
        "FileError.isDirectory", "FileError.folderNotCreated", "FileError.notWritten", "PNGError",
        "MergeError.badShard", "MergeError.emptyShard", "MergeError.noFiles", "MergeError.notShard", "MergeError.mismatch",
        "MergeError.duplicate", "MergeError.missing", "ComparisonError.noResults", "ComparisonError.mismatch",
        "ShaderStatisticsError.radvMissing", "ShaderStatisticsError.childFailed", "ShaderStatisticsError.childCrashed",
        "ShaderStatisticsError.childOutput", "ShaderStatisticsError.noStatisticsDevice",
        "ABError.notExecutable", "ABError.reservedArgument", "ABError.runFailed", "ABError.roundsCannotDecide", "QualityError.sizesDiffer",
        "QualityError.depthsDiffer",
        "QualityError.tooSmallForColorVideoVDP",
        "QualityError.noFrames", "QualityError.frameCountsDiffer", "QualityError.frameSizeDiffers", "QualityError.tooFewFramesForVideo",
        "ViewError.unknownMonitor", "ViewError.nativeSizeUnknown", "FamilyListError.unknown", "FamilyListError.notAList",
        "DynamicResolutionReplayError.noOutputSize", "DynamicResolutionReplayError.notASweep", "DynamicResolutionReplayError.noFit",
        "DynamicResolutionReplayError.qualityLimitWithoutSweep", "DynamicResolutionReplayError.qualityLimitUnreachable",
        "DynamicResolutionReplayError.casesWithoutQualityLimit",
        "DynamicResolutionBenchError.noFit",
        "CompareError.kindsDiffer", "CompareError.displaysDiffer", "SizesError.noMultitasking", "ResultsError.notAccepted",
    ]).union(
        [
            "missing", "isDirectory", "unreadable", "notJSON", "notAnObject", "foreignSchema", "wrongSchema", "unsupportedVersion", "malformed",
            "noSamples", "badMeasuringSeconds", "badAuditFigure", "inconsistentStatistics", "inconsistentShaders", "noPoints", "pointWithoutCost",
            "badPointCost", "badRace",
            "noExperiments", "shardPositions", "auditClaim", "frames", "badSelection", "heldDisagrees", "raceNoise", "badStream", "badDynresFigure",
            "dynresFrameCount", "systemResample",
        ].map { "ResultFileError." + $0 })

    static func problemName(_ problem: ResultFileError.Problem) -> String {
        switch problem {
        case .missing: "missing"
        case .isDirectory: "isDirectory"
        case .unreadable: "unreadable"
        case .notJSON: "notJSON"
        case .notAnObject: "notAnObject"
        case .foreignSchema: "foreignSchema"
        case .wrongSchema: "wrongSchema"
        case .unsupportedVersion: "unsupportedVersion"
        case .malformed: "malformed"
        case .noSamples: "noSamples"
        case .badMeasuringSeconds: "badMeasuringSeconds"
        case .badAuditFigure: "badAuditFigure"
        case .inconsistentStatistics: "inconsistentStatistics"
        case .inconsistentShaders: "inconsistentShaders"
        case .noPoints: "noPoints"
        case .pointWithoutCost: "pointWithoutCost"
        case .badPointCost: "badPointCost"
        case .badRace: "badRace"
        case .noExperiments: "noExperiments"
        case .shardPositions: "shardPositions"
        case .auditClaim: "auditClaim"
        case .frames: "frames"
        case .badSelection: "badSelection"
        case .heldDisagrees: "heldDisagrees"
        case .raceNoise: "raceNoise"
        case .badStream: "badStream"
        case .badDynresFigure: "badDynresFigure"
        case .dynresFrameCount: "dynresFrameCount"
        case .systemResample: "systemResample"
        }
    }

    static func caseName(_ error: any Error) -> String? {
        switch error {
        case let error as SizingError:
            switch error {
            case .invalidLogicalLength: "SizingError.invalidLogicalLength"
            case .invalidScale: "SizingError.invalidScale"
            case .invalidPixelLength: "SizingError.invalidPixelLength"
            case .inconsistentPanel: "SizingError.inconsistentPanel"
            }
        case let error as CatalogError:
            switch error {
            case .unknownDisplay: "CatalogError.unknownDisplay"
            case .unknownPlatform: "CatalogError.unknownPlatform"
            case .noMatch: "CatalogError.noMatch"
            case .formatNotOnPlatform: "CatalogError.formatNotOnPlatform"
            case .bufferNotMeasured: "CatalogError.bufferNotMeasured"
            case .platformWithDevices: "CatalogError.platformWithDevices"
            case .emptyName: "CatalogError.emptyName"
            case .repeated: "CatalogError.repeated"
            }
        case let error as ViewingError:
            switch error {
            case .viewingDistance: "ViewingError.viewingDistance"
            case .pixelsPerDegree: "ViewingError.pixelsPerDegree"
            case .unknownDensity: "ViewingError.unknownDensity"
            case .peakLuminance: "ViewingError.peakLuminance"
            case .contrast: "ViewingError.contrast"
            case .ambientIlluminance: "ViewingError.ambientIlluminance"
            case .reflectivity: "ViewingError.reflectivity"
            case .unknownDisplayModel: "ViewingError.unknownDisplayModel"
            }
        case let error as SweepError:
            switch error {
            case .badScales: "SweepError.badScales"
            case .badConstraint: "SweepError.badConstraint"
            }
        case let error as ResultFileError: "ResultFileError." + problemName(error.problem)
        case let error as FileError:
            switch error.problem {
            case .isDirectory: "FileError.isDirectory"
            case .folderNotCreated: "FileError.folderNotCreated"
            case .notWritten: "FileError.notWritten"
            }
        case is PNGError: "PNGError"
        default: measurementCaseName(error) ?? resultsCaseName(error)
        }
    }

    static func resultsCaseName(_ error: any Error) -> String? {
        switch error {
        case let error as MergeError:
            switch error {
            case .badShard: "MergeError.badShard"
            case .emptyShard: "MergeError.emptyShard"
            case .noFiles: "MergeError.noFiles"
            case .notShard: "MergeError.notShard"
            case .mismatch: "MergeError.mismatch"
            case .duplicate: "MergeError.duplicate"
            case .missing: "MergeError.missing"
            }
        case let error as DynamicResolutionError:
            switch error {
            case .unreadableModel: "DynamicResolutionError.unreadableModel"
            case .badModel: "DynamicResolutionError.badModel"
            case .badBudget: "DynamicResolutionError.badBudget"
            case .unknownController: "DynamicResolutionError.unknownController"
            case .badBounds: "DynamicResolutionError.badBounds"
            case .badSchedule: "DynamicResolutionError.badSchedule"
            case .badFeedbackDelay: "DynamicResolutionError.badFeedbackDelay"
            }
        case let error as FrameRecordingError:
            switch error {
            case .missing: "FrameRecordingError.missing"
            case .unreadable: "FrameRecordingError.unreadable"
            case .missingColumn: "FrameRecordingError.missingColumn"
            case .badValue: "FrameRecordingError.badValue"
            case .blankLine: "FrameRecordingError.blankLine"
            case .noFrames: "FrameRecordingError.noFrames"
            case .tooManyFrames: "FrameRecordingError.tooManyFrames"
            case .notABenchResult: "FrameRecordingError.notABenchResult"
            case .notATrace: "FrameRecordingError.notATrace"
            case .noTrack: "FrameRecordingError.noTrack"
            }
        case let error as ComparisonError:
            switch error {
            case .noResults: "ComparisonError.noResults"
            case .mismatch: "ComparisonError.mismatch"
            }
        case let error as ShaderStatisticsError:
            switch error {
            case .radvMissing: "ShaderStatisticsError.radvMissing"
            case .childFailed: "ShaderStatisticsError.childFailed"
            case .childCrashed: "ShaderStatisticsError.childCrashed"
            case .childOutput: "ShaderStatisticsError.childOutput"
            case .noStatisticsDevice: "ShaderStatisticsError.noStatisticsDevice"
            }
        default: nil
        }
    }

    static func measurementCaseName(_ error: any Error) -> String? {
        switch error {
        case let error as ABError:
            switch error {
            case .notExecutable: "ABError.notExecutable"
            case .reservedArgument: "ABError.reservedArgument"
            case .runFailed: "ABError.runFailed"
            case .roundsCannotDecide: "ABError.roundsCannotDecide"
            }
        case let error as QualityError:
            switch error {
            case .sizesDiffer: "QualityError.sizesDiffer"
            case .depthsDiffer: "QualityError.depthsDiffer"
            case .tooSmallForColorVideoVDP: "QualityError.tooSmallForColorVideoVDP"
            case .noFrames: "QualityError.noFrames"
            case .frameCountsDiffer: "QualityError.frameCountsDiffer"
            case .frameSizeDiffers: "QualityError.frameSizeDiffers"
            case .tooFewFramesForVideo: "QualityError.tooFewFramesForVideo"
            }
        case let error as ViewError:
            switch error {
            case .unknownMonitor: "ViewError.unknownMonitor"
            case .nativeSizeUnknown: "ViewError.nativeSizeUnknown"
            }
        case let error as FamilyListError:
            switch error {
            case .unknown: "FamilyListError.unknown"
            case .notAList: "FamilyListError.notAList"
            }
        case let error as DynamicResolutionReplayError:
            switch error {
            case .noOutputSize: "DynamicResolutionReplayError.noOutputSize"
            case .notASweep: "DynamicResolutionReplayError.notASweep"
            case .noFit: "DynamicResolutionReplayError.noFit"
            case .qualityLimitWithoutSweep: "DynamicResolutionReplayError.qualityLimitWithoutSweep"
            case .qualityLimitUnreachable: "DynamicResolutionReplayError.qualityLimitUnreachable"
            case .casesWithoutQualityLimit: "DynamicResolutionReplayError.casesWithoutQualityLimit"
            }
        case let error as DynamicResolutionBenchError:
            switch error {
            case .noFit: "DynamicResolutionBenchError.noFit"
            }
        case let error as CompareError:
            switch error {
            case .kindsDiffer: "CompareError.kindsDiffer"
            case .displaysDiffer: "CompareError.displaysDiffer"
            }
        case let error as SizesError:
            switch error {
            case .noMultitasking: "SizesError.noMultitasking"
            }
        case let error as ResultsError:
            switch error {
            case .notAccepted: "ResultsError.notAccepted"
            }
        default: nil
        }
    }
}
