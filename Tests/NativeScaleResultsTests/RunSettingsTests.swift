import Foundation
import NativeScaleResults
import NativeScaleTestSupport
import Testing

/// Bench and sweep files keep the settings they share in one section, `configuration.run`, and
/// files written before it (the settings in `configuration` itself) still read the same.
@Suite("The run settings bench and sweep share")
struct RunSettingsTests {
    /// A committed document of each kind, written before the section: its configuration's keys.
    static let olderDocuments = ["bench.json", "sweep.json"]

    @Test("A file from before the section reads its settings, and writes them under configuration.run", arguments: olderDocuments)
    func olderFileReadsAndWritesTheSection(_ name: String) throws {
        let path = URL(fileURLWithPath: Fixtures.documents).appendingPathComponent(name).path
        let older = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let flat = try #require(older["configuration"] as? [String: Any])
        #expect(flat["run"] == nil && flat["display"] != nil, "the fixture is meant to hold its settings in configuration itself")
        let (settings, written) = try Self.settingsAndRewrite(path: path, kind: name)
        #expect(settings.seed == (flat["seed"] as? NSNumber)?.uint64Value)
        #expect(settings.warmupRounds == flat["warmupRounds"] as? Int)
        #expect(settings.filters.map(\.rawValue) == flat["filters"] as? [String])
        #expect(settings.validation == flat["validation"] as? Bool)
        #expect(settings.display.name == (flat["display"] as? [String: Any])?["name"] as? String)
        let configuration = try #require(written["configuration"] as? [String: Any])
        let run = try #require(configuration["run"] as? [String: Any])
        for key in ["display", "workload", "filters", "warmupRounds", "stop", "seed", "validation", "timing"] {
            #expect(run[key] != nil, "configuration.run lacks \(key)")
            #expect(configuration[key] == nil, "configuration still holds \(key) beside run")
        }
    }

    @Test("A file written with the section reads back the same settings", arguments: olderDocuments)
    func newerFileReadsTheSameSettings(_ name: String) throws {
        let path = URL(fileURLWithPath: Fixtures.documents).appendingPathComponent(name).path
        let (settings, written) = try Self.settingsAndRewrite(path: path, kind: name)
        let folder = try TemporaryFolder("nativescale-run-settings")
        let newer = folder.path(name)
        try JSONSerialization.data(withJSONObject: written).write(to: URL(fileURLWithPath: newer))
        let (again, _) = try Self.settingsAndRewrite(path: newer, kind: name)
        #expect(again == settings)
    }

    /// The file's settings, and the file as this build writes it, as a JSON object.
    static func settingsAndRewrite(path: String, kind: String) throws -> (RunSettings, [String: Any]) {
        let settings: RunSettings
        let text: String
        if kind.hasPrefix("bench") {
            let result = try BenchResult.read(from: path)
            (settings, text) = (result.configuration.run, try JSONText.encode(result))
        } else {
            let result = try SweepResult.read(from: path)
            (settings, text) = (result.configuration.run, try JSONText.encode(result))
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (settings, object)
    }
}
