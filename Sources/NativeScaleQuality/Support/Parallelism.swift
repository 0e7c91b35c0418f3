internal import CVectorKernels
import Dispatch
public import NativeScaleCore

/// How the quality metrics spread their work: over every core, or on the calling thread alone
/// (the baseline the benchmarks compare against, and what a caller already running one metric
/// per core wants).
///
/// Work is split into bands of whole rows; each band writes only its own rows, and every value
/// is computed in the same order whichever band computes it, so the results do not depend on
/// the parallelism.
public enum Parallelism: Sendable, Hashable {
    /// Bands run concurrently on every core (`DispatchQueue.concurrentPerform`).
    case allCores
    /// Bands run one after another on the calling thread.
    case serial

    /// Rows per band: enough work per band to outweigh handing it to a thread.
    static let rowsPerBand = 16

    /// Bands to split an image into when each band has work of its own to set up (a filter that
    /// streams rows through a ring re-filters its edges): four per core, so that a core slowed by
    /// other work leaves its share to the rest.
    static let bandsPerImage = 4 * max(Int(ns_online_processors()), 1)

    /// Calls `body` with consecutive bands of `0..<rows`, `rowsPerBand` rows each but the last,
    /// that together cover it once.
    func forEachBand(rows: Int, rowsPerBand: Int = Self.rowsPerBand, _ body: (Range<Int>) -> Void) {
        guard rows > 0 else { return }
        let bands = (rows + rowsPerBand - 1) / rowsPerBand
        @Sendable func band(_ index: Int) -> Range<Int> {
            (index * rowsPerBand)..<min(rows, (index + 1) * rowsPerBand)
        }
        switch self {
        case .serial:
            for index in 0..<bands { body(band(index)) }
        case .allCores:
            if bands == 1 { return body(band(0)) }
            withoutActuallyEscaping(body) { body in
                let shared = UncheckedBody(body: body)
                DispatchQueue.concurrentPerform(iterations: bands) { shared.body(band($0)) }
            }
        }
    }

    /// `body(band)` for each band, with the bands' results in band order.
    func mapBands<Result>(rows: Int, rowsPerBand: Int = Self.rowsPerBand, _ body: (Range<Int>) -> Result) -> [Result] {
        let bands = (rows + rowsPerBand - 1) / rowsPerBand
        var results = [Result?](repeating: nil, count: bands)
        results.withUnsafeMutableBufferPointer { slots in
            let shared = UncheckedSlots(slots: slots)
            forEachBand(rows: rows, rowsPerBand: rowsPerBand) { band in shared.slots[band.lowerBound / rowsPerBand] = body(band) }
        }
        return results.map { $0! }
    }
}

/// A closure handed to the threads of `concurrentPerform`, which writes only its own band.
private struct UncheckedBody: @unchecked Sendable {
    let body: (Range<Int>) -> Void
}

/// The result slots of ``Parallelism/mapBands(rows:_:)``: each band writes only its own slot.
private struct UncheckedSlots<Result>: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<Result?>
}
