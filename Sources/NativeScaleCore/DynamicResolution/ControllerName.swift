/// The controllers a replay can run, by the names the command line takes.
public enum ControllerName: String, CaseIterable, Hashable, Sendable, Codable {
    case nativescale
    case filament
    case unreal
    case unityHDRP = "unity-hdrp"
    case doom3

    /// Reads a name, or `all` for every controller.
    public static func parse(_ text: String) throws(DynamicResolutionError) -> [ControllerName] {
        if text == "all" { return allCases }
        guard let name = ControllerName(rawValue: text) else { throw .unknownController(text) }
        return [name]
    }

    /// The controller with its engine's defaults; nativescale's inverts `model` for an output of
    /// `outputMegapixels`.
    public func make(settings: ControllerSettings, model: CostModel, outputMegapixels: Double) -> any ResolutionController {
        switch self {
        case .nativescale: NativeScaleController(settings: settings, model: model, outputMegapixels: outputMegapixels)
        case .filament: FilamentController(settings: settings)
        case .unreal: UnrealController(settings: settings)
        case .unityHDRP: UnityHDRPController(settings: settings)
        case .doom3: Doom3Controller(settings: settings)
        }
    }
}
