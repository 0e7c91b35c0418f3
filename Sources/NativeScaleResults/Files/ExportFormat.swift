import NativeScaleStatistics

/// A file format a bench result can be written in, each for its consumer.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// nativescale's own result (schema `nativescale.bench`, version 1).
    case json
    /// google/benchmark JSON: each frame a repetition (`run_type` "iteration") and the median,
    /// mean and standard deviation as aggregates; read by google/benchmark's `compare.py`
    /// (with its U test), github-action-benchmark's `googlecpp` and Bencher's `cpp_google`.
    case googleBenchmark = "google-benchmark"
    /// Bencher Metric Format: per benchmark, `latency` in ns (median, p10, p90) and the overhead
    /// in percent (estimate and 95 % CI).
    case bmf
    /// github-action-benchmark `customSmallerIsBetter`: `[{name, unit, value, range, extra}]`.
    case githubActionBenchmark = "github-action-benchmark"
    /// One row per figure: `benchmark,metric,unit,value,lower,upper,count`.
    case csv
}
