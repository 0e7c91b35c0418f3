import NativeScaleCore
import Testing

@Suite("Timestamps")
struct TimestampConversionTests {
    @Test(
        "Timestamp deltas use the period and wrap at the valid bits",
        arguments: [
            (1.0, 64, UInt64(100), UInt64(1_100), 1_000.0),
            (52.08, 64, 0, 10, 520.8),
            (1.0, 36, (UInt64(1) << 36) - 10, 5, 15.0),  // wrapped once
            (1.0, 64, UInt64.max - 4, 5, 10.0),  // wrapped at 64 bits
            (83.333, 32, 0xFFFF_FFF0, 0x10, 2_666.656),
        ])
    func timestamps(period: Double, bits: Int, start: UInt64, end: UInt64, nanoseconds: Double) {
        let conversion = TimestampConversion(period: period, validBits: bits)
        #expect(abs(conversion.nanoseconds(from: start, to: end) - nanoseconds) < 1e-6)
    }

    @Test("Bits above the valid ones are ignored")
    func garbageBits() {
        let conversion = TimestampConversion(period: 1, validBits: 36)
        #expect(conversion.nanoseconds(from: 0xABC0_0000_0000_0010, to: 0x1230_0000_0000_0020) == 16)
    }
}
