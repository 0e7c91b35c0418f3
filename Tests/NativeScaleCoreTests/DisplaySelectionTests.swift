import NativeScaleCore
import Testing

/// The displays a multi-display bench measures, decided from `--device` and `--platform` before
/// anything runs (the command only words the errors).
@Suite("Display selection: a list of devices, a platform, or one display")
struct DisplaySelectionTests {
    @Test("A list is the catalog ids in its order, aliases resolved and spaces ignored")
    func listInOrder() throws {
        #expect(try DisplaySelection.ids(devices: "iphone-4s, iphone-3gs", platform: nil, sharded: false) == ["iphone-4s", "iphone-3gs"])
    }

    @Test("One device is one display, unless the run is a shard of a set")
    func oneDevice() throws {
        #expect(try DisplaySelection.ids(devices: "iphone-3gs", platform: nil, sharded: false) == nil)
        #expect(try DisplaySelection.ids(devices: "iphone-3gs", platform: nil, sharded: true) == ["iphone-3gs"])
        #expect(try DisplaySelection.ids(devices: nil, platform: nil, sharded: false) == nil)
    }

    @Test("A platform is every catalog display of it, in the catalog's order")
    func platform() throws {
        let ids = try #require(try DisplaySelection.ids(devices: nil, platform: .iOS, sharded: false))
        #expect(ids == DisplayCatalog.entries(for: .iOS).map(\.id) && ids.count > 10)
    }

    @Test(
        "Bad selections are values naming what is wrong",
        arguments: [
            ("iphone-3gs,,iphone-4s", Platform?.none, CatalogError.emptyName(list: "iphone-3gs,,iphone-4s")),
            ("iphone-3gs,iphone-3gs", nil, CatalogError.repeated("iphone-3gs", list: "iphone-3gs,iphone-3gs")),
            ("iphone-3gs", Platform.iOS, CatalogError.platformWithDevices),
        ])
    func badSelections(devices: String, platform: Platform?, error: CatalogError) {
        #expect(throws: error) { try DisplaySelection.ids(devices: devices, platform: platform, sharded: false) }
    }

    @Test("An unknown name in a list is the catalog's unknown display, with suggestions")
    func unknownName() {
        #expect {
            try DisplaySelection.ids(devices: "iphone-3gs,iphone-99", platform: nil, sharded: false)
        } throws: { error in
            guard case .unknownDisplay(let name, _) = error as? CatalogError else { return false }
            return name == "iphone-99"
        }
    }
}
