/// The displays one multi-display run measures, in order: every catalog display of a platform,
/// or a comma-separated list of catalog ids and aliases (a single id is one display, unless the
/// run is one shard of a larger one).
public enum DisplaySelection {
    /// The catalog ids `devices` or `platform` select; nil for a run of one display (one device
    /// named, not a shard). Throws for a platform and devices both given, an empty name, an
    /// unknown one, or one display named twice (by id or alias).
    public static func ids(devices: String?, platform: Platform?, sharded: Bool) throws(CatalogError) -> [String]? {
        if let platform {
            guard devices == nil else { throw .platformWithDevices }
            return DisplayCatalog.entries(for: platform).map(\.id)
        }
        guard let devices, devices.contains(",") || sharded else { return nil }
        var ids: [String] = []
        for name in devices.split(separator: ",", omittingEmptySubsequences: false).map({ String($0).trimmedOfSpaces }) {
            guard !name.isEmpty else { throw .emptyName(list: devices) }
            let id = try DisplayCatalog.entry(named: name).id
            guard !ids.contains(id) else { throw .repeated(id, list: devices) }
            ids.append(id)
        }
        return ids
    }
}

extension String {
    /// The string without leading and trailing spaces (Core has no Foundation to trim with).
    var trimmedOfSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
