public import NativeScaleCore

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

    /// The controller with its engine's defaults, its headroom `headroom` when given and it has
    /// one; nativescale's inverts `model` for an output of `outputMegapixels`.
    public func make(settings: ControllerSettings, model: CostModel, outputMegapixels: Double, headroom: Double? = nil) -> any ResolutionController {
        switch self {
        case .nativescale:
            NativeScaleController(
                settings: settings, model: model, outputMegapixels: outputMegapixels,
                headroom: headroom ?? NativeScaleController.defaultHeadroom)
        case .filament: FilamentController(settings: settings, headroom: headroom ?? FilamentController.defaultHeadroom)
        case .unreal: UnrealController(settings: settings, headroom: headroom ?? UnrealController.defaultHeadroom)
        case .unityHDRP: UnityHDRPController(settings: settings)
        case .doom3: Doom3Controller(settings: settings)
        }
    }

    /// Whether the controller takes a headroom below the budget (Unreal's
    /// `TargetedGPUHeadRoomPercentage`, Filament's `headRoomRatio`, nativescale's).
    public var hasHeadroom: Bool { [.nativescale, .filament, .unreal].contains(self) }
}
