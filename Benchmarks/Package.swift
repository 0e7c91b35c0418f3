// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of nativescale's own code (package-benchmark), a package of their own beside
// nativescale's: package-benchmark's build plugin regenerates each benchmark's entry point on
// every build, so in one package every 'swift test' rebuilt the benchmarks, and every build of
// nativescale built package-benchmark's dependencies.
// Run them from the repository's root: swift package --package-path Benchmarks --disable-sandbox benchmark
let package = Package(
    name: "nativescale-benchmarks",
    dependencies: [
        .package(name: "nativescale", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SizingBenchmarks",
            dependencies: [
                .product(name: "NativeScaleCore", package: "nativescale"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "SizingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "QualityBenchmarks",
            dependencies: [
                .product(name: "NativeScaleCore", package: "nativescale"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "QualityBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "NativeScaleCore", package: "nativescale"),
                .product(name: "NativeScaleRenderer", package: "nativescale"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "HistoryBenchmarks",
            dependencies: [
                .product(name: "NativeScaleCore", package: "nativescale"),
                .product(name: "NativeScaleResults", package: "nativescale"),
                .product(name: "NativeScaleHistory", package: "nativescale"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "HistoryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "RaceBenchmarks",
            dependencies: [
                .product(name: "NativeScaleResults", package: "nativescale"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "RaceBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
