/// Scratch memory for Vulkan create-info structs and their arrays and strings, freed in one go
/// when the call that needed them returns. Pointers from an arena never outlive `withArena`.
final class Arena {
    private var blocks: [UnsafeMutableRawPointer] = []

    fileprivate init() {}

    deinit {
        for block in blocks { block.deallocate() }
    }

    /// A pointer to a copy of `value`.
    func pointer<T>(to value: T) -> UnsafeMutablePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
        pointer.initialize(to: value)
        blocks.append(UnsafeMutableRawPointer(pointer))
        return pointer
    }

    /// A pointer to a copy of `values`, or nil when empty.
    func array<T>(_ values: [T]) -> UnsafeMutablePointer<T>? {
        guard !values.isEmpty else { return nil }
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: values.count)
        pointer.initialize(from: values, count: values.count)
        blocks.append(UnsafeMutableRawPointer(pointer))
        return pointer
    }

    /// A NUL-terminated copy of `string`.
    func cString(_ string: String) -> UnsafePointer<CChar> {
        let utf8 = Array(string.utf8CString)
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count)
        pointer.initialize(from: utf8, count: utf8.count)
        blocks.append(UnsafeMutableRawPointer(pointer))
        return UnsafePointer(pointer)
    }

    /// Copies `value` with its `pNext` (`next`) set to `head`, and makes the copy the new head
    /// of the chain: how feature and create-info structs are linked (`VkBaseOutStructure`).
    @discardableResult
    func chain<T>(_ value: T, next: WritableKeyPath<T, UnsafeMutableRawPointer?>, onto head: inout UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T> {
        var value = value
        value[keyPath: next] = head
        let pointer = self.pointer(to: value)
        head = UnsafeMutableRawPointer(pointer)
        return pointer
    }

    /// An array of NUL-terminated strings.
    func cStrings(_ strings: [String]) -> UnsafePointer<UnsafePointer<CChar>?>? {
        array(strings.map { Optional(cString($0)) }).map { UnsafePointer($0) }
    }
}

/// Runs `body` with an arena whose memory is freed when it returns.
func withArena<R, E: Error>(_ body: (Arena) throws(E) -> R) throws(E) -> R {
    let arena = Arena()
    defer { withExtendedLifetime(arena) {} }
    return try body(arena)
}
