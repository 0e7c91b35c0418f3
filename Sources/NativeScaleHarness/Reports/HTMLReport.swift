import NativeScaleCore
import NativeScaleRenderer

/// One self-contained HTML page over result files: configuration, tables, charts and image crops,
/// with every image and chart inline (no network, no external assets). Well-formed XHTML, so any
/// XML parser can check it.
public struct HTMLReport {
    /// The results and the paths they came from.
    public let results: [(path: String, file: ResultFile)]

    public init(results: [(path: String, file: ResultFile)]) {
        self.results = results
    }

    /// The page.
    public func render() -> String {
        var html = HTMLWriter()
        html.raw("<!DOCTYPE html>")
        html.raw("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">")
        html.raw("<head><meta charset=\"utf-8\"/><title>nativescale report</title><style>\(Self.style)</style></head>")
        html.raw("<body>")
        html.element("h1", "nativescale report")
        html.element("p", "\(results.count) result file\(results.count == 1 ? "" : "s"): " + results.map(\.path).joined(separator: ", "))
        for (path, file) in results {
            switch file {
            case let .bench(result): bench(result, path: path, into: &html)
            case let .sweep(result): sweep(result, path: path, into: &html)
            }
        }
        html.raw("</body></html>")
        return html.text
    }

    private func environment(_ environment: RunEnvironment) -> [(String, String)] {
        [("device", "\(environment.device.name) (\(environment.device.kind.rawValue)), \(environment.device.driverName) \(environment.device.driverInfo), Vulkan \(environment.device.apiVersion)"),
         ("host", "\(environment.cpu), \(environment.operatingSystem)"),
         ("nativescale", environment.nativescaleVersion + (environment.gitCommit.map { " at \($0)" } ?? "")),
         ("date", environment.date)]
    }

    private func sweep(_ result: SweepResult, path: String, into html: inout HTMLWriter) {
        let display = result.configuration.display
        html.raw("<section class=\"sweep\">")
        html.element("h2", "Sweep: \(display.name ?? "display given by hand") — \(path)")
        var configuration = environment(result.environment)
        configuration.insert(("display", "\(display.logicalSize.width)×\(display.logicalSize.height) pt @\(NumberText.trimmed(display.scale, maxFractionDigits: 4)), "
            + "nativeScale \(NumberText.trimmed(display.nativeScale, maxFractionDigits: 6)): native \(display.nativeSize.width)×\(display.nativeSize.height), "
            + "drawable \(display.drawableSize.width)×\(display.drawableSize.height)"), at: 0)
        configuration.append(("workload", "\(result.configuration.workload.workload.rawValue), shader cost \(result.configuration.workload.shaderCost)"))
        configuration.append(("reference", "\(result.reference.renderSize.width)×\(result.reference.renderSize.height) (\(result.reference.factor)× per axis) reduced with exact area"))
        configuration.append(("time", "\(NumberText.fixed(result.durations.total, fractionDigits: 1)) s (measuring \(NumberText.fixed(result.durations.measuring, fractionDigits: 1)) s, "
            + "metrics \(NumberText.fixed(result.durations.metrics, fractionDigits: 1)) s)"))
        html.definitions(configuration)
        if let choice = result.recommendation {
            html.element("p", "Recommendation: " + choice.sentence, className: "recommendation")
        }
        for (_, svg) in SweepCharts.all(result) { html.raw("<figure class=\"chart\">\(svg)</figure>") }
        html.element("h3", "Points")
        let frontier = Set(result.frontier)
        var rows: [[String]] = []
        for (index, point) in result.points.enumerated() {
            rows.append([(result.recommendation?.pointIndex == index ? "→ " : "") + (frontier.contains(index) ? "*" : ""),
                         NumberText.fixed(point.target.scale, fractionDigits: 3),
                         "\(point.target.renderSize)" + (point.target.kind == .scale ? "" : " (\(point.target.kind.rawValue))"),
                         point.filter?.rawValue ?? "none",
                         "\(NumberText.fixed(point.cost.ratio, fractionDigits: 3)) (\(NumberText.fixed(point.cost.low, fractionDigits: 3))–\(NumberText.fixed(point.cost.high, fractionDigits: 3)))",
                         NumberText.fixed(point.cost.frameMilliseconds, fractionDigits: 1), NumberText.bytes(point.extraMemoryBytes),
                         SweepResult.psnrText(point.quality.psnr), point.quality.ssim.map { NumberText.fixed($0, fractionDigits: 4) } ?? "n/a"])
        }
        html.table(header: ["", "scale", "render size", "filter", "cost × native (95 % CI)", "frame ms", "extra memory", "PSNR dB", "SSIM"], rows: rows)
        html.element("p", "* on the cost-vs-SSIM Pareto frontier; → recommended.", className: "note")
        html.element("h3", "What the numbers look like")
        let crops = result.crops
        html.element("p", "A \(crops.width)×\(crops.height) px crop at (\(crops.x), \(crops.y)) of the native-size output, where rendering at the native size "
            + "differs most from the reference, magnified 3×; below each, its error against the reference (black = none, white ≥ 32/255).", className: "note")
        html.raw("<div class=\"crops\">")
        for crop in crops.images {
            html.raw("<figure><img alt=\"\(HTMLWriter.escape(crop.label))\" src=\"data:image/png;base64,\(crop.png)\" width=\"\(crops.width * 3)\" height=\"\(crops.height * 3)\"/>")
            if let error = crop.errorPng {
                html.raw("<img alt=\"error of \(HTMLWriter.escape(crop.label))\" src=\"data:image/png;base64,\(error)\" width=\"\(crops.width * 3)\" height=\"\(crops.height * 3)\"/>")
            }
            html.raw("<figcaption>\(HTMLWriter.escape(crop.label))</figcaption></figure>")
        }
        html.raw("</div>")
        if !result.anomalies.isEmpty {
            html.element("h3", "Warnings")
            html.list(result.anomalies)
        }
        html.raw("</section>")
    }

    private func bench(_ result: BenchResult, path: String, into html: inout HTMLWriter) {
        let display = result.configuration.display
        html.raw("<section class=\"bench\">")
        html.element("h2", "Bench: \(display.name ?? "display given by hand") — \(path)")
        var configuration = environment(result.environment)
        configuration.insert(("display", "native \(display.nativeSize.width)×\(display.nativeSize.height), drawable \(display.drawableSize.width)×\(display.drawableSize.height) "
            + "(\(display.resample), \(NumberText.trimmed(display.pixelRatio, maxFractionDigits: 4))× the pixels)"), at: 0)
        configuration.append(("workload", "\(result.configuration.workload.workload.rawValue), shader cost \(result.configuration.workload.shaderCost)"))
        configuration.append(("measured", "\(result.rounds) rounds in \(NumberText.fixed(result.measuringSeconds, fractionDigits: 1)) s, \(result.configuration.timing.rawValue)"))
        html.definitions(configuration)
        html.raw("<figure class=\"chart\">\(BenchCharts.stageBreakdown(result))</figure>")
        var rows: [[String]] = []
        for stage in result.analysis.stages where stage.stage != "host" {
            rows.append([stage.path, stage.stage, NumberText.fixed(stage.milliseconds.median, fractionDigits: 2),
                         NumberText.fixed(stage.milliseconds.p10, fractionDigits: 2), NumberText.fixed(stage.milliseconds.p90, fractionDigits: 2),
                         "\(stage.milliseconds.count)"])
        }
        html.table(header: ["path", "stage", "median ms", "p10", "p90", "frames"], rows: rows)
        var overheads: [[String]] = []
        for comparison in result.analysis.comparisons {
            let o = comparison.overhead
            overheads.append([comparison.filter, "\(NumberText.fixed(o.estimate * 100, fractionDigits: 1)) % (\(NumberText.fixed(o.lower * 100, fractionDigits: 1)) … \(NumberText.fixed(o.upper * 100, fractionDigits: 1)))",
                              NumberText.fixed(comparison.sceneRatio.estimate, fractionDigits: 3), NumberText.fixed(comparison.resampleShare.estimate * 100, fractionDigits: 1) + " %"])
        }
        if !overheads.isEmpty {
            html.table(header: ["filter", "overhead vs native (95 % CI)", "scene ratio", "resample / native frame"], rows: overheads)
        }
        if !result.anomalies.isEmpty { html.list(result.anomalies) }
        html.raw("</section>")
    }

    static let style = """
        body{font-family:Helvetica,Arial,sans-serif;margin:2em;max-width:1200px;color:#111}\
        table{border-collapse:collapse;margin:1em 0;font-size:13px}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}\
        td:nth-child(-n+4),th{text-align:left}dl{display:grid;grid-template-columns:max-content auto;gap:2px 16px;font-size:14px}\
        dt{font-weight:bold}dd{margin:0}.recommendation{font-size:17px;background:#eef6ee;padding:10px;border-left:4px solid #009E73}\
        .note{color:#555;font-size:13px}.crops{display:flex;flex-wrap:wrap;gap:12px}.crops figure{margin:0;display:flex;flex-direction:column;gap:4px}\
        .crops img{image-rendering:pixelated;image-rendering:crisp-edges;border:1px solid #999}figcaption{font-size:12px}\
        figure.chart{margin:1em 0}section{border-top:2px solid #333;margin-top:2em}
        """
}
