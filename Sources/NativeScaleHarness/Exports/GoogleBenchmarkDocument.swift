import Foundation

/// A bench result as google/benchmark JSON: each frame a repetition (`run_type` "iteration") and
/// the mean, median and standard deviation as aggregates; read by google/benchmark's
/// `compare.py`, github-action-benchmark's `googlecpp` and Bencher's `cpp_google`.
struct GoogleBenchmarkDocument: Encodable {
    struct Context: Encodable {
        let date: String
        let hostName: String
        let executable = "nativescale bench"
        let numCPUs: Int
        let mhzPerCPU = 0
        let cpuScalingEnabled = false
        let caches: [Int] = []
        let loadAverage: [Double] = []
        let libraryBuildType = "release"
        let libraryVersion: String
        let device: String
        let driver: String
        let vulkan: String
        let gitCommit: String
        let note = "times are GPU timestamps per stage; cpu_time repeats real_time (no CPU time is measured per stage)"

        enum CodingKeys: String, CodingKey {
            case date, executable, caches
            case hostName = "host_name", numCPUs = "num_cpus", mhzPerCPU = "mhz_per_cpu", cpuScalingEnabled = "cpu_scaling_enabled"
            case loadAverage = "load_avg", libraryBuildType = "library_build_type", libraryVersion = "library_version"
            case device = "nativescale_device", driver = "nativescale_driver", vulkan = "nativescale_vulkan"
            case gitCommit = "nativescale_git_commit", note = "nativescale_note"
        }
    }

    /// One repetition or one aggregate.
    struct Run: Encodable {
        let name: String
        let runName: String
        let runType: String
        let familyIndex: Int
        let perFamilyInstanceIndex = 0
        let repetitions: Int
        let repetitionIndex: Int?
        let threads = 1
        let aggregateName: String?
        let aggregateUnit: String?
        let iterations: Int
        let realTime: Double
        let cpuTime: Double
        let timeUnit = "ms"

        enum CodingKeys: String, CodingKey {
            case name, repetitions, threads, iterations
            case runName = "run_name", runType = "run_type", familyIndex = "family_index", perFamilyInstanceIndex = "per_family_instance_index"
            case repetitionIndex = "repetition_index", aggregateName = "aggregate_name", aggregateUnit = "aggregate_unit"
            case realTime = "real_time", cpuTime = "cpu_time", timeUnit = "time_unit"
        }
    }

    let context: Context
    let benchmarks: [Run]

    init(_ result: BenchResult) {
        let device = result.environment.device
        context = Context(date: result.environment.date, hostName: ProcessInfo.processInfo.hostName,
                          numCPUs: ProcessInfo.processInfo.activeProcessorCount, libraryVersion: result.environment.nativescaleVersion,
                          device: device.name, driver: device.driver, vulkan: device.apiVersion, gitCommit: result.environment.gitCommit ?? "")
        var runs: [Run] = []
        for (family, item) in result.exportedStages.enumerated() {
            let repetitions = item.samples.count
            for (index, milliseconds) in item.samples.enumerated() {
                runs.append(Run(name: item.name, runName: item.name, runType: "iteration", familyIndex: family, repetitions: repetitions,
                                repetitionIndex: index, aggregateName: nil, aggregateUnit: nil, iterations: 1,
                                realTime: milliseconds, cpuTime: milliseconds))
            }
            let mean = item.samples.reduce(0, +) / Double(max(repetitions, 1))
            let variance = item.samples.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(max(repetitions - 1, 1))
            for (aggregate, value) in [("mean", mean), ("median", item.milliseconds.median), ("stddev", variance.squareRoot())] {
                runs.append(Run(name: "\(item.name)_\(aggregate)", runName: item.name, runType: "aggregate", familyIndex: family,
                                repetitions: repetitions, repetitionIndex: nil, aggregateName: aggregate, aggregateUnit: "time",
                                iterations: repetitions, realTime: value, cpuTime: value))
            }
        }
        benchmarks = runs
    }
}
