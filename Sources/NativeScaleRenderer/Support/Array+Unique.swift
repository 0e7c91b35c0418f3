extension Array {
    /// The elements whose `key` is first seen, in order.
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen = Set<Key>()
        return filter { seen.insert(key($0)).inserted }
    }
}

extension Array where Element: Hashable {
    /// The elements first seen, in order.
    func uniqued() -> [Element] { uniqued(by: { $0 }) }
}
