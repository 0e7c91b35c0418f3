import Foundation
import Testing

/// The help a newcomer reads first: examples that paste, defaults said, and no command's help
/// speaking of another command's behaviour.
@Suite("Help text")
struct HelpTextTests {
    static let commands: [[String]] = [
        ["sizes"], ["devices"], ["gpus"], ["displays"], ["view"], ["bench"], ["replay"], ["sweep"], ["merge"], ["report"], ["quality"],
        ["compare"], ["ab"], ["shaders"], ["export"], ["history", "record"], ["history", "show"], ["history", "check"], ["history", "report"],
        ["history", "export"], ["dynres", "replay"], ["dynres", "bench"],
    ]

    /// `nativescale help COMMAND` at `columns` columns (ArgumentParser wraps to `COLUMNS`).
    static func help(_ command: [String], columns: Int) throws -> String {
        let run = try CommandRunner.run(["help"] + command, environment: ["COLUMNS": "\(columns)"])
        #expect(run.status == 0, "\(command): \(run.standardError)")
        return run.standardOutput
    }

    /// The example lines of a help text: each line that starts a command, and each line a
    /// shell continuation (a trailing backslash) carries on to.
    static func examples(_ text: String) -> [String] {
        var found: [String] = []
        var continues = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("  nativescale ") || continues { found.append(line) }
            continues = (line.hasPrefix("  nativescale ") || continues) && line.hasSuffix("\\")
        }
        return found
    }

    @Test("Every example in every command's help is printed whole at 80 columns: no line wrapped inside a command", arguments: commands)
    func examplesPasteWhole(_ command: [String]) throws {
        let wide = Self.examples(try Self.help(command, columns: 1000))
        let lines = Set(try Self.help(command, columns: 80).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        for example in wide {
            #expect(example.count <= 80, "\(command): \(example.count) columns: \(example)")
            #expect(lines.contains(example), "\(command): wrapped at 80 columns: \(example)")
        }
    }

    @Test(
        "Each default is said in the help, by the command whose default it is",
        arguments: [
            (["bench"], ["Resample filter, or all (repeatable; default: bilinear).", "default: 10)", "the run stops at 60 s or ±1 pp"]),
            (
                ["sweep"],
                [
                    "Resample filter, or all (repeatable; default: blit, bilinear, area, catmull-rom, lanczos3).", "Measured rounds per render size",
                    "each size stops at 30 s or ±3.5 pp",
                    "default: 1, its quality renders",
                ]
            ),
            (["compare"], ["counts as a regression (default: 5)."]),
            (["shaders"], ["(repeatable; default: blit, bilinear, area, catmull-rom, lanczos3)."]),
            (["view"], ["(repeatable; default: bilinear)."]),
        ])
    func defaultsSaid(_ command: [String], _ phrases: [String]) throws {
        let text = try Self.help(command, columns: 1000)
        for phrase in phrases { #expect(text.contains(phrase), "\(command) says no '\(phrase)':\n\(text)") }
    }

    @Test(
        "A shared option's help speaks only of the command it is in: no 'sweep:' in bench's, no 'bench' in sweep's stop rules, no 'ab' in --quiet",
        arguments: commands)
    func sharedHelpStaysInItsCommand(_ command: [String]) throws {
        let text = try Self.help(command, columns: 1000)
        let options = text.split(separator: "\n").filter {
            $0.hasPrefix("  --frames") || $0.hasPrefix("  --warmup") || $0.hasPrefix("  --time-limit")
                || $0.hasPrefix("  --precision") || $0.hasPrefix("  --quiet") || $0.hasPrefix("  --filter")
        }
        for line in options {
            for other in ["bench", "sweep", "ab:", "ab ", "view", "shaders"] where !(command.first == other.trimmingCharacters(in: .init(charactersIn: ": "))) {
                #expect(!line.contains(other), "\(command): '\(other)' in \(line)")
            }
        }
    }
}
