extension Sequence where Element: Hashable {
    /// The elements in order of first appearance, without repeats.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
