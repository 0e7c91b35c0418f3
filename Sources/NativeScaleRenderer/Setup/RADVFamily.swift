import NativeScaleRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The GPU families Mesa's RADV can fake as a "null hardware" device (`RADV_FORCE_FAMILY`),
/// compiling with its real ACO compiler for an AMD GPU that is not there.
///
/// The names are Mesa's (`ac_get_family_name`, lower case) for Mesa 22.3, from GCN 1 to RDNA 3.
/// The driver aborts the process on a name it does not know, so a name is checked here first.
public enum RADVFamily {
    /// Every family name Mesa 22.3 accepts, oldest first.
    public static let names = [
        "tahiti", "pitcairn", "verde", "oland", "hainan", "bonaire", "kaveri", "kabini", "hawaii", "tonga", "iceland", "carrizo", "fiji",
        "stoney", "polaris10", "polaris11", "polaris12", "vegam", "vega10", "vega12", "vega20", "raven", "raven2", "renoir", "arcturus",
        "aldebaran", "navi10", "navi12", "navi14", "navi21", "navi22", "navi23", "vangogh", "navi24", "rembrandt", "gfx1036",
        "gfx1100", "gfx1101", "gfx1102", "gfx1103_r1", "gfx1103_r2",
    ]

    /// The default set for `nativescale shaders`, one per generation: GCN 4 (RX 480), GCN 5
    /// (Vega 64), RDNA 1 (RX 5700 XT), RDNA 2 (RX 6800/6900), RDNA 3 (RX 7900).
    public static let defaults = ["polaris10", "vega10", "navi10", "navi21", "gfx1100"]

    /// The environment variable that makes RADV a null-hardware device of that family.
    public static let environmentVariable = "RADV_FORCE_FAMILY"

    /// Whether `name` is a family Mesa 22.3 knows (case-insensitive, as Mesa compares).
    public static func isKnown(_ name: String) -> Bool { names.contains(name.lowercased()) }

    /// ``DeviceError/unknownFamily(_:valid:)`` when `RADV_FORCE_FAMILY` is set to a name the
    /// driver would abort on; called before any Vulkan call that enumerates devices.
    static func checkEnvironment() throws(RendererError) {
        guard let raw = getenv(environmentVariable) else { return }
        let value = String(cString: raw)
        guard !value.isEmpty, !isKnown(value) else { return }
        throw .device(.unknownFamily(value, valid: names))
    }
}
