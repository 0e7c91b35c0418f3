/// Why a catalog look-up failed.
public enum CatalogError: Error, Hashable, Sendable {
    /// No entry has this id or alias.
    case unknownDisplay(String, suggestions: [String])
    /// No platform has this name.
    case unknownPlatform(String)
    /// No entry's id, alias or name contains this text.
    case noMatch(String)
    /// The `--apply` format's API does not exist on the display's platform.
    case formatNotOnPlatform(SizeSetting.Format, Platform)
    /// A sweep applied in a format whose buffer is not the one its points were measured into
    /// (`merge --apply`): the format, its buffer, the buffer measured, and the format measured.
    case bufferNotMeasured(SizeSetting.Format, buffer: PixelSize, measured: PixelSize, measuredFormat: SizeSetting.Format)
    /// A platform's displays and a list of devices asked for together.
    case platformWithDevices
    /// A list of devices with an empty name in it (`a,,b`): the list.
    case emptyName(list: String)
    /// A list of devices naming one display twice (by id or alias): its id, and the list.
    case repeated(String, list: String)
}
