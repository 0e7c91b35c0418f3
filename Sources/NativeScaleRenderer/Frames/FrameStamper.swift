import NativeScaleRendering

/// Writes the start stamp of each interval of one frame (``StampLayout``), each once: the
/// stamp and its execution dependency (``QueryPool/writeStart(_:in:)``), or with no
/// dependency (an injected fault). Writes nothing for an untimed frame.
final class FrameStamper {
    let layout: StampLayout
    /// Writes the stamp of a query slot, with its dependency or without.
    let stamp: (_ query: UInt32, _ dependency: Bool) -> Void
    let firstQuery: UInt32?
    private var written: Set<Int> = []

    init(layout: StampLayout, firstQuery: UInt32?, stamp: @escaping (_ query: UInt32, _ dependency: Bool) -> Void) {
        self.layout = layout
        self.firstQuery = firstQuery
        self.stamp = stamp
    }

    /// A stamper that writes nothing: a frame recorded untimed.
    static func untimed(_ layout: StampLayout) -> FrameStamper {
        FrameStamper(layout: layout, firstQuery: nil) { _, _ in }
    }

    /// Starts `interval`: its stamp, then a dependency (none `withoutDependency`).
    func begin(_ interval: StampLayout.Interval, withoutDependency: Bool = false) {
        guard let slot = layout.slot(of: interval) else { return }
        write(slot, withoutDependency: withoutDependency)
    }

    /// Starts the interval after `interval` (an injected fault's early end stamp): the work
    /// recorded next falls in that interval.
    func beginNext(after interval: StampLayout.Interval) {
        guard let slot = layout.slot(of: interval), slot + 1 < layout.count else { return }
        write(slot + 1, withoutDependency: false)
    }

    private func write(_ slot: Int, withoutDependency: Bool) {
        guard let firstQuery, written.insert(slot).inserted else { return }
        stamp(firstQuery + UInt32(slot), !withoutDependency)
    }
}
