/// This build's version, as `--version` prints it and every result file records it.
enum Version {
    static let current = "0.1.0"
}
