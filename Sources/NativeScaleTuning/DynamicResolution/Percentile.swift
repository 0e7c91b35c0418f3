public import NativeScaleCore

/// A sample's percentile by rank, without sorting it whole: the value at rank
/// `⌈p × count⌉ − 1` of the sorted values, found by selection.
enum Percentile {
    /// The `fraction` percentile (0–1) of `values`; 0 for none.
    static func value(_ fraction: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let rank = min(max(Int((fraction * Double(values.count)).rounded(.up)) - 1, 0), values.count - 1)
        var values = values
        var low = 0
        var high = values.count - 1
        // Quickselect with the middle element as pivot (Hoare's partition).
        while low < high {
            let pivot = values[(low + high) / 2]
            var i = low
            var j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if rank <= j { high = j } else if rank >= i { low = i } else { break }
        }
        return values[rank]
    }
}
