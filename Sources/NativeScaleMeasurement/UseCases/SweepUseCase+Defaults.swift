import NativeScaleResults
import NativeScaleStatistics

extension SweepUseCase {
    /// What a sweep does when not told otherwise, defined here once: the use case's initializer
    /// and the CLI's options both read them.
    public enum Defaults {
        /// The reference's supersampling factor per axis.
        public static let referenceFactor = 4
        /// Warm-up rounds per render size: one, since each size's renderer has just rendered every
        /// path for its quality.
        public static let warmupRounds = 1
        /// Side of the report's image crops, in native pixels.
        public static let cropSide = 96
        /// The race's chance of settling off the truly cheapest point, at most (``RaceDesign``'s).
        public static let raceAlpha = RaceDesign.defaultAlpha
        /// The most looks (batches) the race settles points at (``RaceDesign``'s).
        public static let raceLooks = RaceDesign.defaultLooks
        /// The stop rule per render size: 30 s or ±3.5 pp, from 8 rounds on, whatever else is given.
        public static let timeLimit = 30.0
        public static let precision = 3.5
        public static let minimumRounds = 8
    }
}
