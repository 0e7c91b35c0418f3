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
        benchmark("SizingBenchmarks", using: ["NativeScaleCore"]),
        benchmark("QualityBenchmarks", using: ["NativeScaleCore", "NativeScaleQuality"]),
        benchmark("RenderBenchmarks", using: ["NativeScaleCore", "NativeScaleRendering", "NativeScaleRenderer"]),
        benchmark("HistoryBenchmarks", using: ["NativeScaleCore", "NativeScaleAnalysis", "NativeScaleResults", "NativeScaleHistory"]),
        benchmark("RaceBenchmarks", using: ["NativeScaleResults"]),
        benchmark(
            "DynamicResolutionBenchmarks", using: ["NativeScaleCore", "NativeScaleTuning", "NativeScaleResults", "NativeScaleUseCases"]),
    ]
)

/// A benchmark executable in the folder of its name, on `modules` of nativescale and
/// package-benchmark, with its plugin.
func benchmark(_ name: String, using modules: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: modules.map { .product(name: $0, package: "nativescale") } + [.product(name: "Benchmark", package: "package-benchmark")],
        path: name,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
}
