/// The displays one multi-display run measures, in order: every catalog display of a platform,
/// or a comma-separated list of catalog ids and aliases (a single id is one display, unless the
/// run is one shard of a larger one).
public enum DisplaySelection {
    /// The catalog entries `devices` or `platform` select, each looked up once; nil for a run of
    /// one display (one device named, not a shard). Throws for a platform and devices both given,
    /// an empty name, an unknown one, or one display named twice (by id or alias).
    public static func entries(devices: String?, platform: Platform?, sharded: Bool) throws(CatalogError) -> [CatalogEntry]? {
        if let platform {
            guard devices == nil else { throw .platformWithDevices }
            return DisplayCatalog.entries(for: platform)
        }
        guard let devices, devices.contains(",") || sharded else { return nil }
        var entries: [CatalogEntry] = []
        for name in devices.split(separator: ",", omittingEmptySubsequences: false).map({ String($0).trimmedOfSpaces }) {
            guard !name.isEmpty else { throw .emptyName(list: devices) }
            let entry = try DisplayCatalog.entry(named: name)
            guard !entries.contains(where: { $0.id == entry.id }) else { throw .repeated(entry.id, list: devices) }
            entries.append(entry)
        }
        return entries
    }

    /// The catalog ids of ``entries(devices:platform:sharded:)``.
    public static func ids(devices: String?, platform: Platform?, sharded: Bool) throws(CatalogError) -> [String]? {
        try entries(devices: devices, platform: platform, sharded: sharded)?.map(\.id)
    }
}

extension String {
    /// The string without leading and trailing spaces (Core has no Foundation to trim with).
    var trimmedOfSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
