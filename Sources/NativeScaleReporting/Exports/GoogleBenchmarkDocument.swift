import Foundation
import NativeScaleResults
import NativeScaleStatistics

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
            case hostName = "host_name"
            case numCPUs = "num_cpus"
            case mhzPerCPU = "mhz_per_cpu"
            case cpuScalingEnabled = "cpu_scaling_enabled"
            case loadAverage = "load_avg"
            case libraryBuildType = "library_build_type"
            case libraryVersion = "library_version"
            case device = "nativescale_device"
            case driver = "nativescale_driver"
            case vulkan = "nativescale_vulkan"
            case gitCommit = "nativescale_git_commit"
            case note = "nativescale_note"
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
        /// User counters, as google/benchmark writes them: extra keys of the run (shader statistics).
        var counters: [(String, Double)] = []

        enum CodingKeys: String, CodingKey {
            case name, repetitions, threads, iterations
            case runName = "run_name"
            case runType = "run_type"
            case familyIndex = "family_index"
            case perFamilyInstanceIndex = "per_family_instance_index"
            case repetitionIndex = "repetition_index"
            case aggregateName = "aggregate_name"
            case aggregateUnit = "aggregate_unit"
            case realTime = "real_time"
            case cpuTime = "cpu_time"
            case timeUnit = "time_unit"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(runName, forKey: .runName)
            try container.encode(runType, forKey: .runType)
            try container.encode(familyIndex, forKey: .familyIndex)
            try container.encode(perFamilyInstanceIndex, forKey: .perFamilyInstanceIndex)
            try container.encode(repetitions, forKey: .repetitions)
            try container.encodeIfPresent(repetitionIndex, forKey: .repetitionIndex)
            try container.encode(threads, forKey: .threads)
            try container.encodeIfPresent(aggregateName, forKey: .aggregateName)
            try container.encodeIfPresent(aggregateUnit, forKey: .aggregateUnit)
            try container.encode(iterations, forKey: .iterations)
            try container.encode(realTime, forKey: .realTime)
            try container.encode(cpuTime, forKey: .cpuTime)
            try container.encode(timeUnit, forKey: .timeUnit)
            var extra = encoder.container(keyedBy: NameKey.self)
            for (name, value) in counters { try extra.encode(value, forKey: NameKey(name)) }
        }
    }

    let context: Context
    let benchmarks: [Run]

    init(context: Context, benchmarks: [Run]) {
        self.context = context
        self.benchmarks = benchmarks
    }

    init(_ result: BenchResult) {
        let device = result.environment.device
        context = Context(
            date: result.environment.date, hostName: ProcessInfo.processInfo.hostName,
            numCPUs: ProcessInfo.processInfo.activeProcessorCount, libraryVersion: result.environment.nativescaleVersion,
            device: device.name, driver: device.driver, vulkan: device.apiVersion, gitCommit: result.environment.gitCommit ?? "")
        var runs: [Run] = []
        for (family, item) in result.exportedStages.enumerated() {
            let repetitions = item.samples.count
            for (index, milliseconds) in item.samples.enumerated() {
                runs.append(
                    Run(
                        name: item.name, runName: item.name, runType: "iteration", familyIndex: family, repetitions: repetitions,
                        repetitionIndex: index, aggregateName: nil, aggregateUnit: nil, iterations: 1,
                        realTime: milliseconds, cpuTime: milliseconds))
            }
            let mean = item.samples.reduce(0, +) / Double(max(repetitions, 1))
            let variance = item.samples.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(max(repetitions - 1, 1))
            for (aggregate, value) in [("mean", mean), ("median", item.milliseconds.median), ("stddev", variance.squareRoot())] {
                runs.append(
                    Run(
                        name: "\(item.name)_\(aggregate)", runName: item.name, runType: "aggregate", familyIndex: family,
                        repetitions: repetitions, repetitionIndex: nil, aggregateName: aggregate, aggregateUnit: "time",
                        iterations: repetitions, realTime: value, cpuTime: value))
            }
        }
        runs += Self.statisticRuns(
            result.shaderStatistics?.exportedStatistics(prefix: "\(result.benchmarkPrefix)/shaders") ?? [],
            firstFamily: runs.count)
        benchmarks = runs
    }

    /// A document of shader statistics alone.
    init(statistics: [ExportedStatistic], date: String, version: String, gitCommit: String, device: String, driver: String) {
        context = Context(
            date: date, hostName: ProcessInfo.processInfo.hostName, numCPUs: ProcessInfo.processInfo.activeProcessorCount,
            libraryVersion: version, device: device, driver: driver, vulkan: "", gitCommit: gitCommit)
        benchmarks = Self.statisticRuns(statistics, firstFamily: 0)
    }

    /// One run per pipeline stage with zero time and its statistics as counters.
    static func statisticRuns(_ statistics: [ExportedStatistic], firstFamily: Int) -> [Run] {
        var order: [String] = []
        var counters: [String: [(String, Double)]] = [:]
        for item in statistics {
            if counters[item.benchmark] == nil { order.append(item.benchmark) }
            counters[item.benchmark, default: []].append((item.statistic, item.value))
        }
        return order.enumerated().map { index, name in
            var run = Run(
                name: name, runName: name, runType: "iteration", familyIndex: firstFamily + index, repetitions: 1, repetitionIndex: 0,
                aggregateName: nil, aggregateUnit: nil, iterations: 1, realTime: 0, cpuTime: 0)
            run.counters = counters[name] ?? []
            return run
        }
    }
}
