#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a C library at run time (`dlopen`), so a missing library is an error value instead of
/// a process that cannot start.
package enum DynamicLibrary {
    /// The first of `names` that opens and exports `symbol`, or why none did. The environment
    /// variable `override`, when set and not empty, replaces `names` with its value.
    package static func open(
        _ names: [String], exporting symbol: String, override: String
    ) -> Result<(handle: UnsafeMutableRawPointer, name: String), LoadFailure> {
        var candidates = names
        if let value = getenv(override).map({ String(cString: $0) }), !value.isEmpty { candidates = [value] }
        var lastError = "not found"
        for name in candidates {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                if let message = dlerror() { lastError = String(cString: message) }
                continue
            }
            guard dlsym(handle, symbol) != nil else {
                lastError = "\(name) has no \(symbol)"
                continue
            }
            return .success((handle, name))
        }
        return .failure(LoadFailure(detail: lastError))
    }

    /// Why no candidate loaded: `dlerror`'s last message or the missing symbol.
    package struct LoadFailure: Error {
        package let detail: String
    }
}
