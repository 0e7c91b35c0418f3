import NativeScaleCore
import Testing

@Suite("Pixels per degree from the catalog's panels and viewing distances")
struct ViewingGeometryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let ppi: Double
        let deviceClass: DeviceClass
        let ppd: Double
        var testDescription: String { id }
    }

    /// PPD = 2 · (cm / 2.54) · tan(0.5°) · ppi, at the class's typical distance.
    static let cases = [
        Case(id: "iphone-13-mini", ppi: 476, deviceClass: .phone, ppd: 98.12572602522481),
        Case(id: "iphone-8-plus", ppi: 401, deviceClass: .phone, ppd: 82.66473978175452),
        Case(id: "ipad-pro-12-9", ppi: 264, deviceClass: .tablet, ppd: 68.93538399755289),
        Case(id: "macbook-pro-14-1800x1169", ppi: 254, deviceClass: .laptop, ppd: 87.2686779075879),
        Case(id: "external-4k-27-2560x1440", ppi: 163.178309, deviceClass: .monitor, ppd: 67.27726904154962),
        Case(id: "galaxy-s23-ultra-fhd", ppi: 500, deviceClass: .phone, ppd: 103.0732416231353),
    ]

    @Test("A catalog panel of known ppi gives its PPD at its device class's typical distance", arguments: cases)
    func catalogPPD(_ expected: Case) throws {
        let entry = try DisplayCatalog.entry(named: expected.id)
        let panel = try #require(entry.panel)
        #expect(abs(panel.density.pixelsPerInch - expected.ppi) < 1e-4)
        #expect(panel.deviceClass == expected.deviceClass)
        let geometry = try ViewingGeometry.resolve(panel: panel)
        #expect(geometry.basis == .typicalDistance)
        #expect(abs(geometry.pixelsPerDegree.value - expected.ppd) < 1e-9)
    }

    @Test("Every catalog entry has a panel with a density, a device class and a source")
    func everyEntryHasAPanel() {
        for entry in DisplayCatalog.entries {
            #expect(entry.panel != nil, "\(entry.id) has no panel")
            guard let panel = entry.panel else { continue }
            #expect(panel.density.pixelsPerInch > 50 && panel.density.pixelsPerInch < 700, "\(entry.id): \(panel.density)")
            #expect(!panel.source.isEmpty)
            #expect((try? ViewingGeometry.resolve(panel: panel)) != nil, "\(entry.id)'s typical PPD is in range")
        }
    }

    @Test("A given distance replaces the typical one; --ppd replaces both; a display without a panel uses FLIP's default")
    func overrides() throws {
        let panel = try #require(try DisplayCatalog.entry(named: "iphone-13-mini").panel)
        let far = try ViewingGeometry.resolve(panel: panel, distance: ViewingDistance(centimetres: 60))
        #expect(far.basis == .givenDistance && abs(far.pixelsPerDegree.value - 2 * 98.12572602522481) < 1e-9)
        let given = try ViewingGeometry.resolve(panel: panel, distance: ViewingDistance(centimetres: 60), pixelsPerDegree: PixelsPerDegree(40))
        #expect(given.basis == .givenPixelsPerDegree && given.pixelsPerDegree.value == 40)
        let unknown = try ViewingGeometry.resolve(panel: nil)
        #expect(unknown.basis == .flipDefault && abs(unknown.pixelsPerDegree.value - 67.02064327658226) < 1e-9)
        #expect(throws: ViewingError.unknownDensity(display: "this display")) {
            try ViewingGeometry.resolve(panel: nil, distance: ViewingDistance(centimetres: 60))
        }
    }

    @Test(
        "A distance or PPD that is not positive, not a number or absurd is refused, naming the value",
        arguments: [0, -30, .nan, .infinity, 4, 2000] as [Double])
    func badDistance(_ centimetres: Double) {
        let error = #expect(throws: ViewingError.self) { try ViewingDistance(centimetres: centimetres) }
        guard case .viewingDistance(let value) = error else {
            Issue.record("expected viewingDistance, got \(String(describing: error))")
            return
        }
        #expect(value == centimetres || (value.isNaN && centimetres.isNaN))
    }

    @Test("PPD outside 2…400 is refused", arguments: [0, -1, .nan, 1.5, 401, 1e9] as [Double])
    func badPPD(_ value: Double) {
        #expect(throws: ViewingError.self) { try PixelsPerDegree(value) }
    }
}
