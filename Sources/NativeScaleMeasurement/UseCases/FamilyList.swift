import Foundation
import NativeScaleCore
import NativeScaleRenderer

/// A list of RADV families to compile for: `navi21,gfx1100`, `all` or `none`; the one rule
/// `shaders --family` and `ab --shader-families` read.
public struct FamilyList: Hashable, Sendable {
    /// The families, lower case, each once, in the order given.
    public let families: [String]

    /// Every family Mesa 22.3's RADV accepts, and the default list.
    public static var known: [String] { RADVFamily.names }
    public static var defaults: FamilyList { FamilyList(checked: RADVFamily.defaults) }
    /// The families `ab`'s shader-statistics gate compiles by default: RDNA 2, RDNA 3 and GCN 4,
    /// one `shaders` run per binary, kept short for a pull request.
    public static var gateDefaults: FamilyList { FamilyList(checked: ["navi21", "gfx1100", "polaris10"]) }

    private init(checked families: [String]) { self.families = families }

    /// Reads `text`; throws for an empty name or a family RADV does not know.
    public init(parsing text: String) throws(FamilyListError) {
        switch text.lowercased() {
        case "all": families = Self.known
        case "none": families = []
        default:
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard names.allSatisfy({ !$0.isEmpty }) else { throw .notAList(text) }
            if let unknown = names.first(where: { !RADVFamily.isKnown($0) }) { throw .unknown(unknown) }
            families = names.uniqued()
        }
    }
}

/// Why a family list was refused.
public enum FamilyListError: Error, Hashable, Sendable {
    /// Empty, or with an empty name between commas.
    case notAList(String)
    /// A name RADV does not know.
    case unknown(String)
}
