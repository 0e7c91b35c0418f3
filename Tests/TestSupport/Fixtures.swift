import Foundation

/// Files kept in `Tests/Fixtures`: real documents written by earlier versions of nativescale.
public enum Fixtures {
    /// `bench --json` of schema version 1, written by the build before result documents were
    /// the harness's own (commit ce687c0): `bench --device iphone-8-plus --frames 12 --warmup 2
    /// --filter bilinear --filter area` on lavapipe.
    public static let benchVersion1 = path("bench-v1.json")
    /// A history database of schema version 2 (commit ce687c0) holding that result.
    public static let historySchema2 = path("history-schema2.sqlite")
    /// Per-round cost ratios of the iPhone 12 mini's racing points, from exhaustive sweeps in
    /// separate processes on lavapipe (`scripts/record-race-noise`; its `recorded` field).
    public static let raceNoise = path("race-noise.json")

    /// ColorVideoVDP's agreement fixtures (`scripts/cvvdp-fixtures`): 25 image pairs from
    /// nativescale's renders and the JOD cvvdp 0.5.7 gives each on two display models.
    public static let colorVideoVDP = path("cvvdp")
    /// Three sequences of PNG frames and cvvdp 0.5.7's video JOD of each (`scripts/cvvdp-video-fixtures`).
    public static let colorVideoVDPVideo = path("cvvdp-video")
    /// One small PNG of each colour type and depth and the RGBA8 bytes each must decode to (scripts/png-fixtures).
    public static let png = path("png")

    /// Raw timestamp streams (`bench --record`): lavapipe's clean runs on a quiet machine and
    /// beside the test suite, each injected fault at three sizes (`scripts/record-stream-fixtures`),
    /// and the NVIDIA stand-in built from an H200 run's figures with each fault added
    /// (`scripts/standin-stream`).
    public static let streams = path("streams")
    /// The reference upscalers on three images at every FSR preset
    /// (`scripts/upscaler-reference/make-fixtures`): each input at the preset's render size, AMD's
    /// EASU output and its EASU then RCAS at 0.2 stops, and Qualcomm's SGSR 1 output, 96×72, from
    /// the commits in `REFERENCE_COMMITS`.
    public static let upscalers = path("upscalers")
    /// Snapdragon GSR 2 on two sequences (`scripts/upscaler-reference/make-fixtures`): each frame's
    /// inputs (colour PNG, depth and render-pixel motion as little-endian float32, `frames.json`'s
    /// jitter and flags) and Qualcomm's own 2-pass compute shaders' output, 96×96, rounded to 8 bits.
    public static let sgsr2 = path("sgsr2")
    /// One document of every kind, recorded by scripts/record-document-fixtures on lavapipe (and
    /// Mesa's RADV null device for the shader statistics).
    public static let documents = path("documents")
    /// Sweeps of catalog displays, one in its platform's own format and two in Godot, whose
    /// buffer is not the panel (scripts/record-sweep-fixtures, lavapipe).
    public static let sweeps = path("sweeps")

    /// The stream fixture `name` (without `.json`).
    public static func stream(_ name: String) -> String {
        URL(fileURLWithPath: streams).appendingPathComponent(name + ".json").path
    }

    public static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }
}
