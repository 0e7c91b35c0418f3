import NativeScaleCore
import Testing

/// Timestamp sanity over raw timestamps as drivers return them.
@Suite("Timestamp sanity")
struct TimestampSanityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let stamps: [UInt64]
        let validBits: Int
        let period: Double
        let expected: TimestampSanity.Problem?
        var testDescription: String { name }
    }

    /// Scaled frames: scene 0→1, barrier 1→2, resample 2→3.
    static let cases = [
        Case(name: "lavapipe, 1 ns ticks", stamps: [1_000, 68_000_000, 68_001_000, 83_000_000], validBits: 64, period: 1, expected: nil),
        Case(name: "an empty barrier gap is fine", stamps: [10, 20, 20, 30], validBits: 64, period: 1, expected: nil),
        Case(name: "MoltenVK without counter sampling: all equal", stamps: [7, 7, 7, 7], validBits: 64, period: 1, expected: .zero),
        Case(name: "zero-length resample", stamps: [10, 20, 25, 25], validBits: 64, period: 1, expected: .zero),
        Case(name: "backwards", stamps: [100, 90, 95, 120], validBits: 64, period: 1, expected: .nonMonotonic),
        Case(name: "36-bit counter wrapping forward is monotonic", stamps: [(1 << 36) - 10, 5, 10, 40], validBits: 36, period: 1, expected: nil),
        Case(name: "infinite period", stamps: [1, 2, 3, 4], validBits: 64, period: .infinity, expected: .nonFinite),
    ]

    @Test("Equal, backwards and non-finite timestamps are caught; real ones pass", arguments: cases)
    func sanity(_ item: Case) {
        let conversion = TimestampConversion(period: item.period, validBits: item.validBits)
        #expect(TimestampSanity.problem(in: item.stamps, timedPairs: [(0, 1), (2, 3)], conversion: conversion) == item.expected)
    }

}
