extension Sequence {
    /// The elements whose `key` is seen first, in order, without repeats.
    public func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen = Set<Key>()
        return filter { seen.insert(key($0)).inserted }
    }
}

extension Sequence where Element: Hashable {
    /// The elements in order of first appearance, without repeats.
    public func uniqued() -> [Element] { uniqued(by: { $0 }) }
}
