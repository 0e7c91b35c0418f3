import NativeScaleResults
import NativeScaleStatistics

/// A name as a JSON object key, for documents whose keys are data: BMF's benchmark names,
/// google-benchmark's user counters.
struct NameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
