import ArgumentParser

/// `--quiet`, the one flag every measuring command shares: no progress lines on standard error
/// and no table on standard output, nothing but errors; `ab` still prints its comparison, which
/// is all it reports.
struct QuietOption: ParsableArguments {
    @Flag(help: "Print nothing but errors (ab: no progress lines; its comparison is still printed).")
    var quiet = false
}
