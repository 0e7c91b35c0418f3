import NativeScaleHost
import NativeScaleResults
import Testing

/// The one way nativescale runs another program: its status, its two streams, and a deadline.
@Suite("Subprocess")
struct SubprocessTests {
    /// Each script with its status and its output as one line written `lines` times (the
    /// expected text itself is no argument: 300 KB of it filled the test log).
    @Test(
        "A child's exit status and both streams come back whole, however much it wrote",
        arguments: [
            ("echo out; echo err >&2; exit 3", Int32(3), "out", 1, "err"),
            ("yes | head -n 150000; echo done >&2", Int32(0), "y", 150_000, "done"),
        ])
    func statusAndStreams(script: String, status: Int32, line: String, lines: Int, lastError: String) throws {
        let outcome = try Subprocess.run("/bin/sh", ["-c", script])
        let output = String(repeating: line + "\n", count: lines)
        #expect(outcome.status == status && !outcome.signalled && !outcome.timedOut)
        #expect(outcome.succeeded == (status == 0))
        #expect(outcome.standardOutput.count == output.count && outcome.standardOutput == output)
        #expect(outcome.lastErrorLine == lastError)
    }

    @Test("A child past its deadline is stopped, and says so")
    func deadline() throws {
        let outcome = try Subprocess.run("/bin/sleep", ["30"], deadline: .milliseconds(200))
        #expect(outcome.timedOut && outcome.signalled && !outcome.succeeded)
    }

    @Test("A program that does not exist cannot start: an error, not an outcome")
    func missing() {
        #expect(throws: (any Error).self) { try Subprocess.run("/no/such/program", []) }
    }
}
