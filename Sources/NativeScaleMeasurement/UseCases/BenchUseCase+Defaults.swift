public import NativeScaleResults

extension BenchUseCase {
    /// What a benchmark does when not told otherwise, defined here once: the CLI's options read them.
    public enum Defaults {
        /// Warm-up rounds before measuring.
        public static let warmupRounds = 10
        /// With no stop rule given: ``StopCondition``'s own, 60 s or ±1 pp.
        public static let stop = StopCondition()
    }
}
