import ArgumentParser
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults

/// What `bench` and `sweep` do when a run's audit fails: by default the command fails (exit 5)
/// and writes no result file, since its stage times do not bound their work; the flag keeps the
/// numbers for those who want them anyway.
struct AuditGateOptions: ParsableArguments {
    @Flag(
        help:
            ArgumentHelp(
                "When the audit fails, write the result files anyway and exit 0 (the failure is recorded in them); by default a failed audit writes "
                    + "nothing and "
                    + "exits 5.")
    )
    var keepFailedAudit = false

    /// Throws the audit failure (exit 5) for `findings`, unless `--keep-failed-audit`; `what`
    /// names the run. Before it throws, `discard` undoes what the run wrote so far, and the
    /// table (`text`) is printed unless `quiet`: it still says what was measured and what failed.
    func check(_ findings: [(what: String, findings: [AuditFinding])], quiet: Bool, text: () -> String, discard: () -> Void = {}) throws {
        let failed = findings.filter { !$0.findings.isEmpty }
        guard !failed.isEmpty, !keepFailedAudit else { return }
        discard()
        if !quiet { print(text(), terminator: "") }
        throw AuditGateFailure(failed: failed)
    }
}

/// A `bench` or `sweep` run whose audit failed, and nothing was written.
struct AuditGateFailure: ReportableError {
    let failed: [(what: String, findings: [AuditFinding])]

    var exitStatus: ExitStatus { .auditFailed }

    var description: String {
        "the audit failed (" + failed.map { "\($0.what): " + $0.findings.map(\.sentence).joined(separator: "; ") }.joined(separator: " | ")
            + "): its stage times do not bound their work, so no result file was written; --keep-failed-audit writes it anyway"
    }
}
