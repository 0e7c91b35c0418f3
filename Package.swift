// swift-tools-version: 6.1
import PackageDescription

// MARK: - Settings shared by every target

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "nativescale",
    products: [
        .executable(name: "nativescale", targets: ["nativescale"]),
        .library(name: "NativeScaleCore", targets: ["NativeScaleCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/ordo-one/package-benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // MARK: - Core: pure Swift value types (no Foundation, no Vulkan, no I/O)
        .target(
            name: "NativeScaleCore",
            swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // MARK: - Harness: reports, result documents, statistics
        .target(
            name: "NativeScaleHarness",
            dependencies: ["NativeScaleCore"],
            swiftSettings: strictSettings
        ),

        // MARK: - Tool: the thin command-line interface
        .executableTarget(
            name: "nativescale",
            dependencies: [
                "NativeScaleCore",
                "NativeScaleHarness",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: - Tests
        .testTarget(
            name: "NativeScaleCoreTests",
            dependencies: ["NativeScaleCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NativeScaleCLITests",
            dependencies: ["nativescale", "NativeScaleHarness"],
            swiftSettings: strictSettings
        ),

        // MARK: - Benchmarks (swift package benchmark)
        .executableTarget(
            name: "SizingBenchmarks",
            dependencies: [
                "NativeScaleCore",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/SizingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
