// swift-tools-version: 6.1
import PackageDescription

// MARK: - Settings shared by every target

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

// Every module is built with the optimizer in release, and the manifest has no unsafe flags, so
// another package can depend on this one by version (SwiftPM refuses unsafe flags in a versioned
// dependency; examples/consumer proves it in CI).

let package = Package(
    name: "nativescale",
    products: [
        .executable(name: "nativescale", targets: ["nativescale"]),
        .library(name: "NativeScaleCore", targets: ["NativeScaleCore"]),
        .library(name: "NativeScaleQuality", targets: ["NativeScaleQuality"]),
        // For the benchmarks, a package of their own (Benchmarks/Package.swift).
        .library(name: "NativeScaleRendering", targets: ["NativeScaleRendering"]),
        .library(name: "NativeScaleWindowing", targets: ["NativeScaleWindowing"]),
        .library(name: "NativeScaleRenderer", targets: ["NativeScaleRenderer"]),
        .library(name: "NativeScaleExperiments", targets: ["NativeScaleExperiments"]),
        .library(name: "NativeScaleTuning", targets: ["NativeScaleTuning"]),
        .library(name: "NativeScaleAnalysis", targets: ["NativeScaleAnalysis"]),
        .library(name: "NativeScaleResults", targets: ["NativeScaleResults"]),
        .library(name: "NativeScaleHistory", targets: ["NativeScaleHistory"]),
        .library(name: "NativeScaleMeasurement", targets: ["NativeScaleMeasurement"]),
        .library(name: "NativeScaleUseCases", targets: ["NativeScaleUseCases"]),
        .library(name: "NativeScaleReferences", targets: ["NativeScaleReferences"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        // No traits: nativescale uses neither of its default ones (binary-delimited streams, field-mask
        // utilities), and SwiftPM 6.3 passes their two -D flags in an order that changes from one
        // invocation to the next, so every other build recompiled SwiftProtobuf (35 s in CI).
        .package(url: "https://github.com/apple/swift-protobuf.git", from: "1.39.0", traits: []),
    ],
    targets: [
        // MARK: - Core: pure Swift value types (no Foundation, no Vulkan, no I/O)
        .target(
            name: "NativeScaleCore",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // MARK: - References: the CPU references of every GPU pass (the resampling kernels and their
        // weight tables, FSR 1's EASU and RCAS, Snapdragon GSR 1, and the precisions they round
        // to), pure Swift on Core's images (no Foundation): what the renderer's passes are held to,
        // and what `quality --resize` runs
        .target(
            name: "NativeScaleReferences",
            dependencies: ["NativeScaleCore", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // MARK: - Tuning: what size to render at: the sweep's race (its costs and the sequential
        // design), Pareto frontier and recommendation rule, and dynamic resolution (the cost model,
        // the engines' controllers, the replay); pure Swift on Core's values (no Foundation)
        .target(
            name: "NativeScaleTuning",
            dependencies: ["NativeScaleCore", "NativeScaleStatistics", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSettings
        ),

        // MARK: - Host: the machine a run happens on: child processes, git, the OS and CPU's names
        .target(
            name: "NativeScaleHost",
            swiftSettings: strictSettings
        ),

        // MARK: - Quality: the image metrics (PSNR, SSIM, FLIP) computed on the CPU (pure Swift, no I/O);
        // their results are Core's value types (QualityMetrics, FLIPStatistics)
        // The metrics' inner loop compiled for AVX2 and AVX-512 and chosen by the CPU at run time
        // (C: Swift compiles a package for one baseline only); every variant gives the same bits
        // but FLIP's powers (computed in double on AVX-512, within an ulp of powf)
        .target(name: "CVectorKernels"),
        .target(
            name: "NativeScaleQuality",
            dependencies: ["NativeScaleCore", "CVectorKernels", .product(name: "RealModule", package: "swift-numerics")],
            // ColorVideoVDP's JSON data and licence, read by scripts/generate-cvvdp-tables and the tests
            exclude: ["ColorVideoVDP/Data"],
            swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // MARK: - C interop: Vulkan headers (the loader is opened at run time, not linked)
        .systemLibrary(name: "CVulkan", providers: [.apt(["libvulkan-dev"])]),
        // GLFW headers for windows and monitors (the library is opened at run time, not linked)
        .systemLibrary(name: "CGLFW", providers: [.apt(["libglfw3-dev"])]),

        // MARK: - Shaders: GLSL in shaders/ compiled by glslc during the build
        .executableTarget(name: "ShaderEmbedder", path: "Sources/ShaderEmbedder"),
        .plugin(name: "ShaderCompiler", capability: .buildTool(), dependencies: ["ShaderEmbedder"]),

        // MARK: - Rendering: the renderer as its callers see it, with no Vulkan: the round-rendering
        // seam (RoundRendering), the timing values a round gives, the device's description and the
        // renderer's errors, so a fake renderer, a replay and the experiments need no Vulkan headers
        .target(
            name: "NativeScaleRendering",
            dependencies: ["NativeScaleCore"],
            swiftSettings: strictSettings
        ),

        // MARK: - Windowing: the display server, its monitors and windows through GLFW (opened at
        // run time), with no Vulkan: what `displays` reads, and what the renderer makes its
        // surfaces on (the only module that imports GLFW's C API)
        .target(
            name: "NativeScaleWindowing",
            dependencies: ["NativeScaleCore", "NativeScaleRendering", "CGLFW"],
            swiftSettings: strictSettings
        ),

        // MARK: - Renderer: the only module that imports the Vulkan C API
        .target(
            name: "NativeScaleRenderer",
            dependencies: ["NativeScaleCore", "NativeScaleRendering", "NativeScaleWindowing", "NativeScaleReferences", "CVulkan"],
            swiftSettings: strictSettings,
            plugins: ["ShaderCompiler"]
        ),

        // MARK: - Images: the image files the tool reads and compares (PNG with libspng, the rest with
        // stb_image), and the errors of the user's files (ContentError); no shaderc, no assimp
        .systemLibrary(name: "CStb", providers: [.apt(["libstb-dev"])]),
        .systemLibrary(name: "CSpng", providers: [.apt(["libspng-dev"])]),
        .target(
            name: "NativeScaleImages",
            dependencies: ["NativeScaleCore", "CStb", "CSpng"],
            swiftSettings: strictSettings
        ),

        // MARK: - Content: the user's frame (shaders compiled with shaderc, glTF scenes loaded with
        // assimp, their textures decoded with stb_image); the only module that imports shaderc and assimp
        .systemLibrary(name: "CShaderc", providers: [.apt(["libshaderc-dev"])]),
        .systemLibrary(name: "CAssimp", providers: [.apt(["libassimp-dev"])]),
        .target(
            name: "NativeScaleContent",
            dependencies: ["NativeScaleCore", "NativeScaleImages", "CShaderc", "CAssimp", "CStb"],
            swiftSettings: strictSettings
        ),

        // MARK: - Statistics: sample statistics, intervals, tests and the sequential design (pure Swift)
        .target(
            name: "NativeScaleStatistics",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // MARK: - Analysis: the raw samples, the statistics derived from them (analysis, verdict,
        // anomalies) and the audit of their timings; derived the same way when measuring and reading
        .target(
            name: "NativeScaleAnalysis",
            dependencies: ["NativeScaleCore", "NativeScaleStatistics"],
            swiftSettings: strictSettings
        ),

        // MARK: - Results: the versioned documents written to disk, their validation, analysis and
        // comparison, and the files (JSON, PNG) they are written as. No Vulkan.
        // zlib (deflate and crc32) for PNG files
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "NativeScaleResults",
            dependencies: [
                "NativeScaleCore", "NativeScaleStatistics", "NativeScaleAnalysis", "NativeScaleTuning", "CZlib", "PerfettoProtos",
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: - Experiments: the interleaved bench experiment and its schedule, on any RoundRendering
        // (the Vulkan renderer, a recorded stream, a test's fake); no Vulkan
        .target(
            name: "NativeScaleExperiments",
            dependencies: ["NativeScaleCore", "NativeScaleRendering", "NativeScaleStatistics", "NativeScaleAnalysis", "NativeScaleResults"],
            swiftSettings: strictSettings
        ),

        // MARK: - UseCases: the use cases that render nothing (sizes, devices, displays, merge,
        // compare, results, replay, dynres replay, quality): documents, files, recorded streams, the
        // display server's monitors and the CPU's metrics, linking no Vulkan, shaderc or assimp
        .target(
            name: "NativeScaleUseCases",
            dependencies: [
                "NativeScaleCore", "NativeScaleQuality", "NativeScaleStatistics", "NativeScaleAnalysis", "NativeScaleTuning", "NativeScaleResults",
                "NativeScaleImages", "NativeScaleReferences", "NativeScaleRendering", "NativeScaleExperiments", "NativeScaleWindowing",
            ],
            swiftSettings: strictSettings
        ),

        // MARK: - Measurement: the GPU experiments (closed loop, presenting, the view) and the use
        // cases that render (bench, sweep, view, shaders, ab, the multi-display bench, dynres bench);
        // the only module above the renderer that drives it
        .target(
            name: "NativeScaleMeasurement",
            dependencies: [
                "NativeScaleCore", "NativeScaleQuality", "NativeScaleStatistics", "NativeScaleAnalysis", "NativeScaleTuning", "NativeScaleResults",
                "NativeScaleRendering", "NativeScaleRenderer", "NativeScaleExperiments", "NativeScaleContent", "NativeScaleImages", "NativeScaleHost",
                "NativeScaleReferences", "NativeScaleUseCases", "NativeScaleWindowing",
            ],
            swiftSettings: strictSettings
        ),

        // MARK: - History: results across commits in SQLite (the only module that imports SQLite)
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(
            name: "NativeScaleHistory",
            dependencies: ["NativeScaleCore", "NativeScaleStatistics", "NativeScaleAnalysis", "NativeScaleResults", "NativeScaleHost", "CSQLite"],
            swiftSettings: strictSettings
        ),

        // MARK: - Perfetto's trace messages, generated from protos/perfetto_trace_subset.proto by
        // scripts/generate-perfetto-protos and committed (the code generator takes minutes to build)
        .target(
            name: "PerfettoProtos",
            dependencies: [.product(name: "SwiftProtobuf", package: "swift-protobuf")]
        ),

        // MARK: - Reporting: tables, text, HTML, SVG charts and exports of results and history
        // (Perfetto traces among them)
        .target(
            name: "NativeScaleReporting",
            dependencies: [
                "NativeScaleCore", "NativeScaleStatistics", "NativeScaleAnalysis", "NativeScaleTuning", "NativeScaleResults", "NativeScaleHistory",
                "PerfettoProtos",
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: - Tool: the thin command-line interface
        .executableTarget(
            name: "nativescale",
            dependencies: [
                "NativeScaleCore",
                "NativeScaleQuality",
                "NativeScaleStatistics",
                "NativeScaleAnalysis",
                "NativeScaleTuning",
                "NativeScaleResults",
                "NativeScaleMeasurement",
                "NativeScaleUseCases",
                "NativeScaleRendering",
                "NativeScaleExperiments",
                "NativeScaleHost",
                "NativeScaleHistory",
                "NativeScaleReporting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: - Tests
        // Helpers the test targets share: temporary folders, the fixture files, synthetic results
        .target(
            name: "NativeScaleTestSupport",
            dependencies: ["NativeScaleHistory", "NativeScaleResults", "NativeScaleAnalysis", "NativeScaleStatistics", "NativeScaleCore"],
            path: "Tests/TestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleCoreTests",
            dependencies: ["NativeScaleCore", "NativeScaleStatistics", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleTuningTests",
            dependencies: ["NativeScaleTuning", "NativeScaleCore", "NativeScaleStatistics"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleQualityTests",
            // Images decodes the ColorVideoVDP fixtures' PNGs; TestSupport finds Tests/Fixtures.
            dependencies: [
                "NativeScaleQuality", "NativeScaleCore", "NativeScaleImages", "NativeScaleTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleRendererTests",
            // TestSupport finds AMD's FSR 1 fixtures; Images decodes their PNGs, Content loads glTF scenes.
            dependencies: [
                "NativeScaleRenderer", "NativeScaleRendering", "NativeScaleReferences", "NativeScaleContent", "NativeScaleImages", "NativeScaleCore",
                "NativeScaleTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleUseCasesTests",
            dependencies: ["NativeScaleUseCases", "NativeScaleResults", "NativeScaleTuning", "NativeScaleCore", "NativeScaleTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleReferencesTests",
            dependencies: ["NativeScaleReferences", "NativeScaleCore", "NativeScaleImages", "NativeScaleTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleAnalysisTests",
            dependencies: ["NativeScaleAnalysis", "NativeScaleCore", "NativeScaleStatistics"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleStatisticsTests",
            dependencies: ["NativeScaleStatistics"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleResultsTests",
            dependencies: [
                "NativeScaleResults", "NativeScaleAnalysis", "NativeScaleTuning", "NativeScaleHost", "NativeScaleTestSupport", "NativeScaleStatistics",
                "NativeScaleCore",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleMeasurementTests",
            dependencies: [
                "NativeScaleMeasurement", "NativeScaleTestSupport", "NativeScaleQuality", "NativeScaleAnalysis", "NativeScaleTuning", "NativeScaleResults",
                "NativeScaleRenderer", "NativeScaleContent", "NativeScaleImages", "NativeScaleCore", "NativeScaleStatistics", "NativeScaleReferences",
                "NativeScaleUseCases", "NativeScaleRendering", "NativeScaleExperiments",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleHistoryTests",
            dependencies: [
                "NativeScaleHistory", "NativeScaleTestSupport", "NativeScaleResults", "NativeScaleAnalysis", "NativeScaleStatistics", "NativeScaleCore",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleReportingTests",
            dependencies: [
                "NativeScaleReporting", "NativeScaleHistory", "NativeScaleResults", "NativeScaleAnalysis", "NativeScaleTuning", "NativeScaleStatistics",
                "NativeScaleCore", "NativeScaleUseCases",
                "NativeScaleTestSupport", "PerfettoProtos",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleContentTests",
            dependencies: ["NativeScaleContent", "NativeScaleImages", "NativeScaleCore", "NativeScaleTestSupport"],
            swiftSettings: strictSettings
        ),
        // The commands as a user runs them: the built executable in a process of its own (swift
        // test builds it with every target); not its module, so this large target compiles beside
        // the CLI's instead of after it; nor the reports' and measurement's modules, so it starts with
        // History and Results, not after them (it ran alone at the end of a clean build for 17 s).
        .testTarget(
            name: "NativeScaleCLITests",
            dependencies: [
                "NativeScaleTestSupport", "NativeScaleResults", "NativeScaleAnalysis", "NativeScaleTuning", "NativeScaleStatistics", "NativeScaleHistory",
                "NativeScaleRenderer", "NativeScaleCore",
            ],
            swiftSettings: strictSettings
        ),
        // Every library error's line, as the CLI words it (it imports the CLI's module).
        .testTarget(
            name: "NativeScaleWordingTests",
            dependencies: [
                "nativescale", "NativeScaleResults", "NativeScaleAnalysis", "NativeScaleTuning", "NativeScaleReporting", "NativeScaleMeasurement",
                "NativeScaleUseCases",
                "NativeScaleCore",
            ],
            swiftSettings: strictSettings
        ),
    ]
)

// MARK: - The benchmarks' sources, built with everything else when NATIVESCALE_BENCHMARKS is set
// Benchmarks/ is a package of its own, to run them (`swift package --package-path Benchmarks
// --disable-sandbox benchmark`): there package-benchmark's plugin regenerates every entry point on
// each build, and an ordinary build of nativescale builds none of package-benchmark's dependencies.
// Built in a package of its own, though, they compile every nativescale module again (173 s on
// two cores, seen here); CI sets NATIVESCALE_BENCHMARKS for the README's test command instead, so
// the same sources compile here against the modules the tests already built, and CI checks that
// this list and Benchmarks/Package.swift's agree. Here each is a library of its sources, without
// the plugin: the plugin only writes the entry point that runs the `benchmarks` closure, and its
// code generator's own dependencies (swift-argument-parser and swift-system, each built twice more
// for the host) cost the test build about 60 s of compiling on two cores, seen here (swiftc's time in
// them 77 → 36 s and 30 → 10 s), for no line of ours.
let benchmarks: [(name: String, modules: [String])] = [
    ("SizingBenchmarks", ["NativeScaleCore"]),
    ("QualityBenchmarks", ["NativeScaleCore", "NativeScaleQuality"]),
    ("RenderBenchmarks", ["NativeScaleCore", "NativeScaleRendering", "NativeScaleRenderer"]),
    ("HistoryBenchmarks", ["NativeScaleCore", "NativeScaleAnalysis", "NativeScaleResults", "NativeScaleHistory"]),
    ("RaceBenchmarks", ["NativeScaleResults"]),
    ("DynamicResolutionBenchmarks", ["NativeScaleCore", "NativeScaleTuning", "NativeScaleResults", "NativeScaleUseCases"]),
]
if Context.environment["NATIVESCALE_BENCHMARKS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/ordo-one/package-benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]))
    package.targets += benchmarks.map { benchmark in
        .target(
            name: benchmark.name,
            dependencies: benchmark.modules.map { .target(name: $0) } + [.product(name: "Benchmark", package: "package-benchmark")],
            path: "Benchmarks/\(benchmark.name)"
        )
    }
    // A product of them, which 'swift test' builds with every other product (no test imports them).
    package.products.append(.library(name: "NativeScaleBenchmarkSources", targets: benchmarks.map(\.name)))
}
