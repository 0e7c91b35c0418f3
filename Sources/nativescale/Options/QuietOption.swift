import ArgumentParser

/// `--quiet`, the flag the measuring commands share: no progress lines on standard error and no
/// table on standard output, nothing but errors. (`ab`, which still prints its comparison, has a
/// flag of its own.)
struct QuietOption: ParsableArguments {
    @Flag(help: "Print nothing but errors: no progress lines on standard error, no table on standard output.")
    var quiet = false
}
