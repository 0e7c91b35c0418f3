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
        with(settings: settings, model: model, outputMegapixels: outputMegapixels, headroom: headroom, Erased())
    }

    /// `visitor` handed the controller ``make(settings:model:outputMegapixels:headroom:)`` makes,
    /// as its own type, so that what the visitor runs on it is specialised for that type (a
    /// million-frame replay through an existential spent its time looking up generic metadata).
    func with<Visitor: ControllerVisitor>(
        settings: ControllerSettings, model: CostModel, outputMegapixels: Double, headroom: Double?, _ visitor: Visitor
    ) -> Visitor.Result {
        switch self {
        case .nativescale:
            visitor.visit(
                NativeScaleController(
                    settings: settings, model: model, outputMegapixels: outputMegapixels, headroom: headroom ?? NativeScaleController.defaultHeadroom))
        case .filament: visitor.visit(FilamentController(settings: settings, headroom: headroom ?? FilamentController.defaultHeadroom))
        case .unreal: visitor.visit(UnrealController(settings: settings, headroom: headroom ?? UnrealController.defaultHeadroom))
        case .unityHDRP: visitor.visit(UnityHDRPController(settings: settings))
        case .doom3: visitor.visit(Doom3Controller(settings: settings))
        }
    }

    /// The visitor that hands the controller back as an existential.
    private struct Erased: ControllerVisitor {
        func visit(_ controller: some ResolutionController) -> any ResolutionController { controller }
    }

    /// Frames between a frame and the arrival of its GPU time in the engine, when no
    /// `--feedback-delay` is given (docs/commands/dynres.md cites each):
    ///
    /// - Doom 3 BFG: 1. `RB_ExecuteBackEndCommands` hands the last finished frame's GPU time to
    ///   `SetCurrentGPUFrameTime` as the back end starts the next one, whose view the front end
    ///   built a frame ahead at the scale then current.
    /// - Unity: 3. `FrameTimingManager` returns frames "with a fixed delay of four frames": the
    ///   time of frame *n* is read in frame *n + 4*.
    /// - Filament: 2. Its `FrameSkipper` keeps at most 2 frames in flight (`latency = 2`), and
    ///   `FrameInfoManager` reads the oldest of its 4 timer queries (`POOL_COUNT`) as it lands.
    /// - Unreal: no fixed delay (its 4 in-flight query sets grow when all are pending, and land
    ///   when they land); nativescale: none of its own. Both take 2, a GPU two frames behind.
    public var defaultFeedbackDelay: Int {
        switch self {
        case .doom3: 1
        case .unityHDRP: 3
        case .filament, .unreal, .nativescale: 2
        }
    }

    /// Whether the controller takes a headroom below the budget (Unreal's
    /// `TargetedGPUHeadRoomPercentage`, Filament's `headRoomRatio`, nativescale's).
    public var hasHeadroom: Bool { [.nativescale, .filament, .unreal].contains(self) }
}

/// What is done with a controller of a type known at the call (``ControllerName/with(settings:model:outputMegapixels:headroom:_:)``).
protocol ControllerVisitor {
    associatedtype Result
    func visit(_ controller: some ResolutionController) -> Result
}
