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

    /// The flags a help's OPTIONS section defines (each option line's names), and the flags its
    /// descriptions name.
    static func flags(_ text: String) -> (defined: Set<String>, named: Set<String>) {
        guard let start = text.range(of: "\nOPTIONS:\n") else { return ([], []) }
        var defined: Set<String> = []
        var named: Set<String> = []
        let pattern = /--[a-z][a-z0-9-]*/
        for line in text[start.upperBound...].split(separator: "\n") {
            // An option's line starts with its names ("  -x, --name <value>"), its description after them.
            let trimmed = line.drop { $0 == " " }
            if line.hasPrefix("  -") {
                let head = trimmed.split(separator: " ", omittingEmptySubsequences: true).prefix { $0.hasPrefix("-") || $0.hasPrefix("<") }
                for part in head { for match in part.matches(of: pattern) { defined.insert(String(match.output)) } }
                let description = trimmed.split(separator: " ", omittingEmptySubsequences: true).drop { $0.hasPrefix("-") || $0.hasPrefix("<") }
                for word in description { for match in word.matches(of: pattern) { named.insert(String(match.output)) } }
            } else {
                for match in line.matches(of: pattern) { named.insert(String(match.output)) }
            }
        }
        return (defined, named)
    }

    @Test("A command's options name only that command's own flags in their descriptions", arguments: commands)
    func optionsNameTheirOwnFlags(_ command: [String]) throws {
        let (defined, named) = Self.flags(try Self.help(command, columns: 1000))
        #expect(!defined.isEmpty, "\(command): no OPTIONS section")
        #expect(named.subtracting(defined).isEmpty, "\(command) names flags it lacks: \(named.subtracting(defined).sorted())")
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
            (["bench"], ["Resample filter, or all of the spatial ones (repeatable; default: bilinear;", "default: 10)", "the run stops at 60 s or ±1 pp"]),
            (
                ["sweep"],
                [
                    "Resample filter, or all of the spatial ones (repeatable; default: blit, bilinear, area, catmull-rom, lanczos3;",
                    "Measured rounds per render size",
                    "each size stops at 30 s or ±3.5 pp",
                    "default: 1, its quality renders",
                ]
            ),
            (["compare"], ["counts as a regression (default: 5)."]),
            (["shaders"], ["(repeatable; default: blit, bilinear, area, catmull-rom, lanczos3;"]),
            (["view"], ["(repeatable; default: bilinear;"]),
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
