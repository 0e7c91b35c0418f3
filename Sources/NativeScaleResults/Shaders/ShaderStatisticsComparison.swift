import NativeScaleCore
import NativeScaleStatistics

/// Base against head, statistic by statistic: shader statistics are a compiler's output, so
/// every difference is real and listed; no significance test is needed.
///
/// A statistic's identity is its target (RADV family or device), the driver version, the
/// pipeline and format, the stage and the statistic's name. A **regression** is instructions or
/// the inverse-throughput estimate up by more than the threshold, occupancy (subgroups per SIMD)
/// down, a new or larger spill, or more scratch memory.
public struct ShaderStatisticsComparison: Hashable, Sendable, Codable {
    /// How a statistic is judged.
    public enum Rule: String, Hashable, Sendable, Codable {
        /// Up by more than the threshold regresses (instructions, inverse throughput).
        case costUpByThreshold = "cost"
        /// Down regresses (subgroups per SIMD: occupancy).
        case occupancyDown = "occupancy"
        /// Up regresses (spilled registers, scratch memory).
        case anyIncrease = "no-increase"
        /// Listed, never a regression (registers, code size, hashes, …).
        case informational

        /// The rule for a statistic called `name` (RADV's names, and the common words of other drivers').
        public static func rule(for name: String) -> Rule {
            let lower = name.lowercased()
            if lower.contains("spill") || lower.contains("scratch") { return .anyIncrease }
            if lower.contains("subgroups per simd") || lower.contains("occupancy") || lower.contains("waves per") { return .occupancyDown }
            if lower.contains("throughput") || lower == "instructions" || lower.contains("instruction count") { return .costUpByThreshold }
            return .informational
        }
    }

    /// Why a change is a regression or an improvement, as values; Reporting words it.
    public enum Reason: Hashable, Sendable, Codable {
        /// A cost up by `percent` (nil: from 0), beyond the threshold.
        case costUp(statistic: String, percent: Double?, thresholdPercent: Double)
        /// A cost down by `percent` (nil: from 0), beyond the threshold.
        case costDown(statistic: String, percent: Double?)
        /// Occupancy down or up: `old` → `new` subgroups per SIMD.
        case occupancy(statistic: String, old: String, new: String, up: Bool)
        /// A spill or scratch statistic that was 0.
        case appeared(statistic: String, value: String)
        /// A spill or scratch statistic up or down by `percent` (nil: from 0).
        case spill(statistic: String, percent: Double?, up: Bool)
    }

    /// What happened to one statistic.
    public enum ChangeKind: String, Hashable, Sendable, Codable {
        case regression, improvement, changed, added, removed
    }

    /// One statistic that differs.
    public struct Change: Hashable, Sendable, Codable {
        public let target: String
        public let driver: String
        public let pipeline: String
        public let stage: String
        public let statistic: String
        public let base: String?
        public let head: String?
        /// Relative change in percent, where both are numbers and the base is not 0.
        public let percent: Double?
        public let verdict: ChangeKind
        /// Why a regression or improvement is one.
        public let reason: Reason?

        /// Creates the value from its parts.
        public init(
            target: String, driver: String, pipeline: String, stage: String, statistic: String, base: String?, head: String?, percent: Double?,
            verdict: ChangeKind, reason: Reason?
        ) {
            self.target = target
            self.driver = driver
            self.pipeline = pipeline
            self.stage = stage
            self.statistic = statistic
            self.base = base
            self.head = head
            self.percent = percent
            self.verdict = verdict
            self.reason = reason
        }
    }

    /// The smallest rise in percent of instructions or inverse throughput that is a regression.
    public let thresholdPercent: Double
    /// Statistics present on both sides.
    public let compared: Int
    public let targets: [String]
    public let changes: [Change]

    /// The changes that are regressions.
    public var regressions: [Change] { changes.filter { $0.verdict == .regression } }

    /// Compares `head`'s targets with `base`'s. Targets are matched by family or device name; a
    /// target on one side only, or a different driver version for the same target, is a
    /// mismatch that is refused unless `allowMismatch` (then only common targets are compared).
    public init(
        base: [ShaderTarget], head: [ShaderTarget], thresholdPercent: Double, allowMismatch: Bool,
        configurationDifferences: [SettingDifference] = []
    ) throws(ComparisonError) {
        guard !base.isEmpty, !head.isEmpty else { throw .noResults }
        let differences = Self.differences(base: base, head: head, configurationDifferences: configurationDifferences)
        if !differences.isEmpty && !allowMismatch { throw .mismatch(differences) }
        self.thresholdPercent = thresholdPercent
        var changes: [Change] = []
        var compared = 0
        var targets: [String] = []
        for baseTarget in base {
            guard let headTarget = head.first(where: { $0.key == baseTarget.key }) else { continue }
            targets.append(baseTarget.key)
            let (found, count) = Self.changes(from: baseTarget, to: headTarget, thresholdPercent: thresholdPercent)
            changes += found
            compared += count
        }
        self.compared = compared
        self.targets = targets
        self.changes = changes
    }

    /// What differs between the two sides besides the statistics: `configurationDifferences`,
    /// the compile targets each holds, and a target's compiler.
    static func differences(base: [ShaderTarget], head: [ShaderTarget], configurationDifferences: [SettingDifference]) -> [SettingDifference] {
        var differences = configurationDifferences
        let baseKeys = base.map(\.key)
        let headKeys = head.map(\.key)
        if Set(baseKeys) != Set(headKeys) {
            differences.append(SettingDifference(.targets, base: baseKeys.joined(separator: ","), head: headKeys.joined(separator: ",")))
        }
        for target in base {
            if let other = head.first(where: { $0.key == target.key }), other.driverInfo != target.driverInfo || other.driver != target.driver {
                differences.append(
                    SettingDifference(
                        .compiler, target: target.key, base: "\(target.driver) \(target.driverInfo)",
                        head: "\(other.driver) \(other.driverInfo)"))
            }
        }
        return differences
    }

    /// Every statistic of every stage of `baseTarget` that changed in `headTarget` (stages and
    /// statistics added or removed among them), and how many were compared.
    static func changes(from baseTarget: ShaderTarget, to headTarget: ShaderTarget, thresholdPercent: Double) -> (changes: [Change], compared: Int) {
        var changes: [Change] = []
        var compared = 0
        let driver = "\(headTarget.driver) \(headTarget.driverInfo)"
        func change(_ pipeline: String, _ stage: String, _ statistic: String, _ old: ShaderStatistic.Value?, _ new: ShaderStatistic.Value?) -> Change {
            let (verdict, reason, percent) = Self.judge(statistic, old, new, threshold: thresholdPercent)
            return Change(
                target: baseTarget.key, driver: driver, pipeline: pipeline, stage: stage, statistic: statistic,
                base: old?.text, head: new?.text, percent: percent, verdict: verdict, reason: reason)
        }
        let stages = Self.stages(baseTarget)
        let headStages = Self.stages(headTarget)
        for (key, executable) in stages {
            guard let other = headStages.first(where: { $0.0 == key })?.1 else {
                changes.append(change(key.pipeline, key.stage, "(stage)", .bool(true), nil))
                continue
            }
            for statistic in executable.statistics {
                guard let new = other.statistic(statistic.name) else {
                    changes.append(change(key.pipeline, key.stage, statistic.name, statistic.value, nil))
                    continue
                }
                compared += 1
                if new.value != statistic.value { changes.append(change(key.pipeline, key.stage, statistic.name, statistic.value, new.value)) }
            }
            for statistic in other.statistics where executable.statistic(statistic.name) == nil {
                changes.append(change(key.pipeline, key.stage, statistic.name, nil, statistic.value))
            }
        }
        for (key, _) in headStages where !stages.contains(where: { $0.0 == key }) {
            changes.append(change(key.pipeline, key.stage, "(stage)", nil, .bool(true)))
        }
        return (changes, compared)
    }

    /// Every stage of `target` with its executable, keyed by pipeline and stage, in order.
    static func stages(_ target: ShaderTarget) -> [(ShaderStatisticsResult.StageKey, ShaderExecutable)] {
        target.pipelines.flatMap { pipeline in
            pipeline.executables.map { (ShaderStatisticsResult.StageKey(pipeline: pipeline.key, stage: $0.stage), $0) }
        }
    }

    /// The verdict on one statistic going from `old` to `new`.
    public static func judge(
        _ name: String, _ old: ShaderStatistic.Value?, _ new: ShaderStatistic.Value?,
        threshold: Double
    ) -> (ChangeKind, Reason?, Double?) {
        guard let old else { return (.added, nil, nil) }
        guard let new else { return (.removed, nil, nil) }
        let before = old.number
        let after = new.number
        // A hash has no magnitude: it is only equal or not.
        let percent: Double? = before != 0 && !name.lowercased().contains("hash") ? (after - before) / abs(before) * 100 : nil
        switch Rule.rule(for: name) {
        case .costUpByThreshold:
            if after > before && (percent.map { $0 > threshold } ?? true) {
                return (.regression, .costUp(statistic: name, percent: percent, thresholdPercent: threshold), percent)
            }
            if after < before && (percent.map { $0 < -threshold } ?? false) { return (.improvement, .costDown(statistic: name, percent: percent), percent) }
            return (.changed, nil, percent)
        case .occupancyDown:
            return (after < before ? .regression : .improvement, .occupancy(statistic: name, old: old.text, new: new.text, up: after >= before), percent)
        case .anyIncrease:
            if after > before {
                return (.regression, before == 0 ? .appeared(statistic: name, value: new.text) : .spill(statistic: name, percent: percent, up: true), percent)
            }
            return (.improvement, .spill(statistic: name, percent: percent, up: false), percent)
        case .informational:
            return (.changed, nil, percent)
        }
    }
}

extension ShaderStatisticsComparison {
    /// Compares two `nativescale shaders` results; a different configuration is a mismatch.
    public init(_ base: ShaderStatisticsResult, _ head: ShaderStatisticsResult, thresholdPercent: Double, allowMismatch: Bool) throws(ComparisonError) {
        var differences: [SettingDifference] = []
        let old = base.configuration
        let new = head.configuration
        if old.workload != new.workload { differences.append(SettingDifference(.workload, base: old.workload.summary, head: new.workload.summary)) }
        if old.filters != new.filters {
            differences.append(
                SettingDifference(.filters, base: old.filters.map(\.rawValue).joined(separator: ","), head: new.filters.map(\.rawValue).joined(separator: ",")))
        }
        if old.formats != new.formats {
            differences.append(
                SettingDifference(.formats, base: old.formats.map(\.rawValue).joined(separator: ","), head: new.formats.map(\.rawValue).joined(separator: ",")))
        }
        if old.samples != new.samples || old.depth != new.depth {
            differences.append(SettingDifference(.target, base: "\(old.samples)× \(old.depth.rawValue)", head: "\(new.samples)× \(new.depth.rawValue)"))
        }
        try self.init(
            base: base.targets, head: head.targets, thresholdPercent: thresholdPercent, allowMismatch: allowMismatch,
            configurationDifferences: differences)
    }

    /// Compares the measuring devices' own statistics carried by bench results; nil when a side
    /// has none (its device does not report them). The configurations were checked by the
    /// timing comparison.
    public init?(benchBase base: [BenchResult], head: [BenchResult], thresholdPercent: Double, allowMismatch: Bool) throws(ComparisonError) {
        guard let old = base.first?.shaderStatistics, let new = head.first?.shaderStatistics else { return nil }
        try self.init(base: [old], head: [new], thresholdPercent: thresholdPercent, allowMismatch: allowMismatch)
    }
}
