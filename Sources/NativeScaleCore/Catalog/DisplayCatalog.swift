/// The catalog of real displays: every iPhone, iPod touch and iPad generation with their
/// Display Zoom modes, Mac scaled modes, and Windows, Wayland and Android scale steps.
///
/// Look entries up by id or alias, case-insensitively, with ``entry(named:)``; an unknown
/// name throws ``CatalogError/unknownDisplay(_:suggestions:)`` with the closest ids.
public enum DisplayCatalog {
    /// Every entry, in catalog order (platform, then generation).
    public static let entries: [CatalogEntry] =
        (iPhones + iPads + macs + externalMacDisplays + windowsSteps + waylandSteps + androidSteps
        + androidResolutionModes).map { $0.with(panel: $0.panel ?? panel(for: $0)) }

    /// The entries of one platform, in catalog order.
    public static func entries(for platform: Platform) -> [CatalogEntry] {
        entries.filter { $0.platform == platform }
    }

    /// The entry whose id or alias is `name`, ignoring case and surrounding spaces.
    public static func entry(named name: String) throws(CatalogError) -> CatalogEntry {
        let key = normalized(name)
        if let entry = index[key] { return entry }
        throw .unknownDisplay(name, suggestions: suggestions(for: key))
    }

    /// The entries whose id, an alias or the name contains `text` (ignoring case and
    /// surrounding spaces), in catalog order, among `entries`; an empty text matches all.
    public static func entries(matching text: String, among entries: [CatalogEntry] = entries) throws(CatalogError) -> [CatalogEntry] {
        let key = normalized(text)
        guard !key.isEmpty else { return entries }
        let found = entries.filter { entry in ([entry.id, entry.name] + entry.aliases).contains { normalized($0).contains(key) } }
        guard !found.isEmpty else { throw .noMatch(text) }
        return found
    }

    /// The platform named `name` (`ios`, `iPadOS`, `macos`, `windows`, `android`, `wayland`).
    public static func platform(named name: String) throws(CatalogError) -> Platform {
        if let platform = Platform(rawValue: normalized(name)) { return platform }
        throw .unknownPlatform(name)
    }

    /// Up to three names close to `name`, one per entry: ids and aliases containing it, then
    /// within a small edit distance, both also with the separators left out (`pixel7pro` is
    /// `pixel-7-pro-high` without them); each entry is named by its closest id or alias (a typo of
    /// an alias, `iphone-12mini`, suggests that alias, `iphone-12-mini`, not its entry's id).
    public static func suggestions(for name: String) -> [String] {
        let key = normalized(name)
        guard !key.isEmpty else { return [] }
        let limit = max(2, key.count / 3)
        let compactKey = compact(key)
        var best: [String: (distance: Int, name: String)] = [:]
        for entry in entries {
            for name in [entry.id] + entry.aliases {
                let compactName = compact(name)
                let related =
                    name.contains(key) || key.contains(name)
                    || (!compactKey.isEmpty && (compactName.contains(compactKey) || compactKey.contains(compactName)))
                let distance = min(editDistance(key, name), editDistance(compactKey, compactName))
                guard related || distance <= limit else { continue }
                if let known = best[entry.id], (known.distance, known.name) <= (distance, name) { continue }
                best[entry.id] = (distance, name)
            }
        }
        return best.values.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3).map(\.name)
    }

    private static let index: [String: CatalogEntry] = {
        var index: [String: CatalogEntry] = [:]
        for entry in entries {
            for key in [entry.id] + entry.aliases where index[key] == nil {
                index[key] = entry
            }
        }
        return index
    }()

    /// The alias `name` is of its entry (as the catalog spells it), nil when `name` is the id
    /// itself or names no entry: "iphone-12-mini" is an alias of iphone-13-mini, the same display.
    public static func alias(_ name: String) -> String? {
        let key = normalized(name)
        guard let entry = index[key], entry.id != key else { return nil }
        return entry.aliases.first { $0 == key } ?? key
    }

    /// `name` without the separators people leave out or add: `-`, `_`, `.` and spaces.
    private static func compact(_ name: String) -> String {
        String(name.filter { !"-_. ".contains($0) })
    }

    private static func normalized(_ name: String) -> String {
        var text = Substring(name)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text.lowercased()
    }

    /// The Levenshtein distance between two strings, over their characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
