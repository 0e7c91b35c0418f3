/// The bit-pattern approximations FSR 1's passes use instead of divisions and square roots
/// (AMD's `APrxLoRcpF1`, `APrxMedRcpF1`, `APrxLoRsqF1`): the GPU kernels compute the same
/// integer arithmetic on the same bits, so the CPU reference lands on the same values.
enum ApproximateReciprocal {
    /// `1/a`, to about 4 % (one integer subtraction on the bits).
    static func low(_ a: Float) -> Float { Float(bitPattern: 0x7EF0_7EBB &- a.bitPattern) }

    /// `1/a`, refined by one Newton–Raphson step (about 0.2 %).
    static func medium(_ a: Float) -> Float {
        let b = Float(bitPattern: 0x7EF1_9FFF &- a.bitPattern)
        return b * (-b * a + 2)
    }

    /// `1/√a`, to about 4 %.
    static func squareRootLow(_ a: Float) -> Float { Float(bitPattern: 0x5F34_7D74 &- (a.bitPattern >> 1)) }
}
