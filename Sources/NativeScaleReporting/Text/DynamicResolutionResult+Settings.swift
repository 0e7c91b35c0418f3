import NativeScaleCore
public import NativeScaleResults
public import NativeScaleTuning

extension DynamicResolutionResult {
    /// The settings the search found, each controller's replay with them, and the snippets to
    /// paste for Unreal, Filament (C++ and Kotlin), Unity HDRP, Godot and MetalFX; nil without a
    /// quality limit.
    public var settingsText: String? {
        guard let tuning else { return nil }
        let metric = tuning.metric.rawValue.uppercased()
        let worst = (tuning.cases?.count ?? 1) > 1 ? ", worst case" : ""
        var table = Table(
            header: ["controller", "headroom", "over budget" + worst, "mean \(metric)" + worst], alignments: [.left, .right, .right, .right])
        for setting in tuning.settings {
            table.append([
                setting.name.rawValue, setting.headroom.map { Self.percent($0 * 100) } ?? "–",
                Self.percent(setting.overBudgetPercent) + (setting.withinBudget ? "" : " (the fewest)"),
                NumberText.fixed(setting.meanQuality, fractionDigits: 4),
            ])
        }
        let minimum = tuning.minimumScale
        let cases = tuning.cases ?? []
        let over =
            cases.count > 1
            ? "in the worst of \(cases.count) cases (each recording at each budget), with the best worst-case mean \(metric)"
            : "with the best mean \(metric) over this recording"
        return "Settings: the lowest minimum scale whose \(metric) stays \(tuning.metric == .flip ? "at most" : "at least") "
            + "\(NumberText.trimmed(tuning.qualityLimit, maxFractionDigits: 6)) is \(NumberText.fixed(minimum, fractionDigits: 2)); each headroom "
            + "keeps frames over budget within \(NumberText.trimmed(DynamicResolutionTuning.maximumOverBudgetPercent, maxFractionDigits: 1)) % "
            + over + "\n" + table.render() + "\n" + (cases.count > 1 ? "\nEach setting on every case:\n" + casesTable(tuning).render() + "\n" : "")
            + "\n" + snippets(minimum: minimum) + "\n"
    }

    /// Each controller's setting on each case.
    private func casesTable(_ tuning: Tuning) -> Table {
        let metric = tuning.metric.rawValue.uppercased()
        var table = Table(
            header: ["controller", "recording", "budget", "over budget", "hitches", "mean scale", "mean \(metric)"],
            alignments: [.left, .left, .right, .right, .right, .right, .right])
        for setting in tuning.settings {
            for (index, figures) in (setting.cases ?? []).enumerated() where (tuning.cases ?? []).indices.contains(index) {
                let place = (tuning.cases ?? [])[index]
                table.append([
                    index == 0 ? setting.name.rawValue : "", place.recording, NumberText.trimmed(place.budgetMilliseconds, maxFractionDigits: 3) + " ms",
                    Self.percent(figures.overBudgetPercent), Self.percent(figures.hitchPercent), NumberText.fixed(figures.meanScale, fractionDigits: 3),
                    NumberText.fixed(figures.meanQuality, fractionDigits: 4),
                ])
            }
        }
        return table
    }

    private func headroom(_ name: ControllerName) -> Double {
        tuning?.settings.first { $0.name == name }?.headroom ?? 0
    }

    private func snippets(minimum: Double) -> String {
        let budget = NumberText.trimmed(budgetMilliseconds, maxFractionDigits: 3)
        let refresh = NumberText.trimmed(1000 / budgetMilliseconds, maxFractionDigits: 3)
        let scale = NumberText.fixed(minimum, fractionDigits: 2)
        let percent = NumberText.trimmed(minimum * 100, maxFractionDigits: 1)
        let unreal = NumberText.trimmed(headroom(.unreal) * 100, maxFractionDigits: 1)
        let filament = NumberText.trimmed(headroom(.filament), maxFractionDigits: 2)
        let own = headroom(.nativescale)
        return """
            Unreal (Config/DefaultEngine.ini):
              [SystemSettings]
              r.DynamicRes.OperationMode=2
              r.DynamicRes.FrameTimeBudget=\(budget)
              r.DynamicRes.TargetedGPUHeadRoomPercentage=\(unreal)
              r.DynamicRes.MinScreenPercentage=\(percent)
              r.DynamicRes.MaxScreenPercentage=100

            Filament (C++):
              renderer->setDisplayInfo({ .refreshRate = \(refresh)f });
              renderer->setFrameRateOptions({ .headRoomRatio = \(filament)f, .interval = 1 });
              view->setDynamicResolutionOptions({ .minScale = { \(scale)f, \(scale)f }, .maxScale = { 1.0f, 1.0f }, .enabled = true });
            Filament (Kotlin):
              renderer.displayInfo = Renderer.DisplayInfo().apply { refreshRate = \(refresh)f }
              renderer.frameRateOptions = Renderer.FrameRateOptions().apply { headRoomRatio = \(filament)f; interval = 1 }
              view.dynamicResolutionOptions = View.DynamicResolutionOptions().apply { enabled = true; minScale = \(scale)f; maxScale = 1f }

            Unity HDRP (HDRP Asset > Rendering > Dynamic Resolution, and the HDDynamicResolution component):
              Minimum Screen Percentage = \(percent), Maximum Screen Percentage = 100
              HDDynamicResolution.DefaultTargetFrameRate = \(refresh)

            Godot 4 (a script on the scene's root; nativescale's controller on the measured GPU time):
              extends Node
              const BUDGET_MS := \(budget)
              const TARGET_MS := \(NumberText.trimmed(budgetMilliseconds * (1 - own), maxFractionDigits: 3))
              const FIXED_MS := \(NumberText.trimmed(model.fixedMilliseconds, maxFractionDigits: 4))
              const MIN_SCALE := \(scale)
              var load := 1.0
              func _ready() -> void:
                  RenderingServer.viewport_set_measure_render_time(get_viewport().get_viewport_rid(), true)
              func _process(_delta: float) -> void:
                  var viewport := get_viewport()
                  var gpu := RenderingServer.viewport_get_measured_render_time_gpu(viewport.get_viewport_rid())
                  if gpu <= 0.0:
                      return
                  var scale := viewport.scaling_3d_scale
                  var per_pixel := (gpu - FIXED_MS) / (scale * scale)
                  if per_pixel <= 0.0:
                      return
                  var wanted := sqrt(max(TARGET_MS - FIXED_MS, 0.0) / per_pixel)
                  if gpu > BUDGET_MS or absf(wanted - scale) > 0.02 * scale:
                      viewport.scaling_3d_scale = clampf(wanted, MIN_SCALE, 1.0)

            MetalFX (MTLFXTemporalScalerDescriptor):
              descriptor.isInputContentPropertiesEnabled = true
              descriptor.inputContentMinScale = \(scale)
              descriptor.inputContentMaxScale = 1.0
            """
    }

    private static func percent(_ value: Double) -> String { NumberText.fixed(value, fractionDigits: 1) + " %" }
}
