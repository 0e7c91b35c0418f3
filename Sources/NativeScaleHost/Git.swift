import Foundation

/// git in the working directory: a result's commit, the history's commits and branches.
public enum Git {
    /// What `git ARGUMENTS` prints in the working directory, trimmed; nil when git fails or is missing.
    public static func output(_ arguments: [String]) -> String? {
        guard let outcome = try? Subprocess.run("/usr/bin/env", ["git"] + arguments, deadline: .seconds(30)), outcome.succeeded else { return nil }
        let text = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// `git rev-parse HEAD` in the working directory, when it is inside a git checkout.
    public static func headCommit() -> String? {
        output(["rev-parse", "HEAD"]).flatMap { $0.count == 40 ? $0 : nil }
    }
}
