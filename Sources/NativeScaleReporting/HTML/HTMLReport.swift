import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTuning

/// One self-contained HTML page over result files: configuration, tables, charts and image crops,
/// with every image and chart inline (no network, no external assets). Well-formed XHTML, so any
/// XML parser can check it.
public struct HTMLReport {
    /// The results and the paths they came from.
    public let results: [(path: String, file: ResultFile)]
    /// Where the page is written: links to a result's trace and captures are relative to it.
    public let pagePath: String

    public init(results: [(path: String, file: ResultFile)], pagePath: String = "report.html") {
        self.results = results
        self.pagePath = pagePath
    }

    /// The trace and captures a result names, as links from the page, each marked when it is
    /// not beside the result any more.
    private func linkedFiles(_ files: LinkedFiles?, resultPath: String, into html: inout HTMLWriter) {
        guard let files else { return }
        func link(_ name: String) -> String {
            let href = LinkedFiles.href(to: name, ofResultAt: resultPath, fromPageAt: pagePath)
            let missing = LinkedFiles.exists(name, ofResultAt: resultPath) ? "" : " (not found beside the result)"
            return "<a href=\"\(HTMLWriter.escape(href))\">\(HTMLWriter.escape(name))</a>\(HTMLWriter.escape(missing))"
        }
        if let trace = files.trace {
            html.raw("<p class=\"note\">Perfetto trace of every measured frame: \(link(trace)); open it in ui.perfetto.dev (Open trace file).</p>")
        }
        if let captures = files.captures, !captures.isEmpty {
            html.raw("<p class=\"note\">RenderDoc captures of one round: \(captures.map(link).joined(separator: ", ")); open them in qrenderdoc.</p>")
        }
    }

    /// The page.
    public func render() -> String {
        var html = HTMLWriter()
        html.begin(title: "nativescale report")
        html.element("p", "\(results.count) result file\(results.count == 1 ? "" : "s"): " + results.map(\.path).joined(separator: ", "))
        for (path, file) in results {
            switch file {
            case .bench(let result): bench(result, path: path, into: &html)
            case .sweep(let result): sweep(result, path: path, into: &html)
            case .shaders(let result): shaders(result, path: path, into: &html)
            case .dynres(let result): dynamicResolution(result, path: path, into: &html)
            case .benchSet(let set):
                for (index, result) in set.results.enumerated() { bench(result, path: "\(path) [\(index + 1)/\(set.results.count)]", into: &html) }
            }
        }
        html.end()
        return html.text
    }

    private func environment(_ environment: RunEnvironment) -> [(String, String)] {
        [
            ("host", "\(environment.cpu), \(environment.operatingSystem)"),
            ("nativescale", environment.nativescaleVersion + (environment.gitCommit.map { " at \($0)" } ?? "")),
            ("date", environment.date),
        ]
    }

    private func shaders(_ result: ShaderStatisticsResult, path: String, into html: inout HTMLWriter) {
        let configuration = result.configuration
        html.raw("<section class=\"shaders\">")
        html.element("h2", "Shader statistics — \(path)")
        html.definitions([
            ("workload", configuration.workload.summary),
            ("filters", configuration.filters.map(\.rawValue).joined(separator: ", ")),
            (
                "formats",
                configuration.formats.map(\.rawValue).joined(separator: ", ") + ", \(configuration.samples)× MSAA, depth \(configuration.depth.rawValue)"
            ),
            ("nativescale", result.environment.nativescaleVersion + (result.environment.gitCommit.map { " at \($0)" } ?? "")),
            ("date", result.environment.date),
        ])
        html.list(result.targetLines)
        for (title, table) in result.stageTables {
            html.element("h3", title)
            html.raw(table.html())
        }
        html.raw("</section>")
    }

    private func sweep(_ result: SweepResult, path: String, into html: inout HTMLWriter) {
        let display = result.configuration.display
        html.raw("<section class=\"sweep\">")
        html.element("h2", "Sweep: \(display.name ?? "display given by hand") — \(path)")
        var configuration: [(String, String)] =
            [
                ("display", "native \(display.nativeSize.text), drawable \(display.drawableSize.text) (\(display.resample))"),
                (
                    "device",
                    "\(result.environment.device.name) (\(result.environment.device.kind)), \(result.environment.device.driver), Vulkan "
                        + "\(result.environment.device.apiVersion)"
                ),
                ("workload", result.configuration.workload.summary),
                ("reference", "\(result.reference.renderSize) (\(result.reference.factor)× per axis) reduced with exact area"),
            ] + environment(result.environment)
        if let system = result.configuration.system { configuration.insert(("buffer", system.sentence), at: 1) }
        if let viewing = result.configuration.viewing { configuration.append(("viewing", "FLIP at \(viewing.text)")) }
        if let model = result.configuration.colorVideoVDPDisplay { configuration.append(("JOD", "ColorVideoVDP on \(model.text)")) }
        configuration.append(
            (
                "time",
                "\(NumberText.fixed(result.durations.total, fractionDigits: 1)) s (measuring "
                    + "\(NumberText.fixed(result.durations.measuring, fractionDigits: 1)) s, "
                    + "metrics \(NumberText.fixed(result.durations.metrics, fractionDigits: 1)) s)"
            ))
        html.definitions(configuration)
        if let undecided = result.undecidedSentence { html.element("p", undecided, className: "recommendation") }
        if let choice = result.recommendation {
            html.element("p", "Recommendation: " + (result.recommendationSentence ?? ""), className: "recommendation")
            for line in result.basisLines { html.element("p", line, className: "note") }
            if let apply = choice.apply {
                html.element("p", "Apply it with \(apply.format.title):", className: "note")
                html.element("pre", apply.snippet, className: "snippet")
            }
        }
        for (_, svg) in SweepCharts.all(result) { html.raw("<figure class=\"chart\">\(svg)</figure>") }
        html.element("h3", "Points")
        html.raw(result.pointsTable.html())
        html.element("p", "* on the cost-vs-\(result.configuration.metric.rawValue.uppercased()) Pareto frontier; → recommended.", className: "note")
        crops(of: result, into: &html)
        let audit = result.auditLines + result.raceOutcomeLines
        if !audit.isEmpty { html.list(audit.map { String($0.drop { $0 == " " }) }) }
        if !result.warnings.isEmpty {
            html.element("h3", "Warnings")
            html.list(result.warnings)
        }
        linkedFiles(result.files, resultPath: path, into: &html)
        html.raw("</section>")
    }

    /// The sweep's crops: each point's output where native differs most from the reference,
    /// magnified 3×, with its error and FLIP maps.
    private func crops(of result: SweepResult, into html: inout HTMLWriter) {
        html.element("h3", "What the numbers look like")
        let crops = result.crops
        html.element(
            "p",
            "A \(crops.width)×\(crops.height) px crop at (\(crops.x), \(crops.y)) of the native-size output, where rendering at the native size "
                + "differs most from the reference, magnified 3×; below each, its error against the reference (black = none, white ≥ 32/255)"
                + (result.configuration.viewing.map { ", and its FLIP error map at \($0.pixelsPerDegree) PPD (magma: black = none, yellow = 1)" } ?? "")
                + (result.configuration.workload.sequence.map {
                    "; a sequence of \($0.frames) frames: each crop is of its worst frame by FLIP, and its strip shows "
                        + "\(SweepResult.stripFrames) frames in a row around it, so the shimmer a still frame hides can be seen"
                } ?? "")
                + ".", className: "note")
        html.raw("<div class=\"crops\">")
        for crop in crops.images {
            html.raw(
                "<figure><img alt=\"\(HTMLWriter.escape(crop.label))\" src=\"data:image/png;base64,\(crop.png)\" width=\"\(crops.width * 3)\" height=\""
                    + "\(crops.height * 3)\"/>"
            )
            if let error = crop.errorPng {
                html.raw(
                    "<img alt=\"error of \(HTMLWriter.escape(crop.label))\" src=\"data:image/png;base64,\(error)\" width=\"\(crops.width * 3)\" height=\""
                        + "\(crops.height * 3)\"/>"
                )
            }
            if let flip = crop.flipPng {
                html.raw(
                    "<img alt=\"FLIP error map of \(HTMLWriter.escape(crop.label))\" src=\"data:image/png;base64,\(flip)\" width=\"\(crops.width * 3)\" "
                        + "height=\"\(crops.height * 3)\"/>"
                )
            }
            if let strip = crop.stripPng {
                let frames = SweepResult.stripFrames
                html.raw(
                    "<img alt=\"frames around the worst of \(HTMLWriter.escape(crop.label))\" src=\"data:image/png;base64,\(strip)\" "
                        + "width=\"\((crops.width * frames + 4 * (frames - 1)) * 3 / 2)\" height=\"\(crops.height * 3 / 2)\"/>")
            }
            html.raw("<figcaption>\(HTMLWriter.escape(crop.label))</figcaption></figure>")
        }
        html.raw("</div>")
    }

    private func bench(_ result: BenchResult, path: String, into html: inout HTMLWriter) {
        let display = result.configuration.display
        html.raw("<section class=\"bench\">")
        html.element("h2", "Bench: \(display.name ?? "display given by hand") — \(path)")
        html.definitions(result.facts.map { ($0.label, $0.value) } + environment(result.environment))
        html.raw("<figure class=\"chart\">\(BenchCharts.stageBreakdown(result))</figure>")
        html.raw(result.stageTable.html())
        if !result.analysis.comparisons.isEmpty { html.raw(result.comparisonTable.html()) }
        html.element("p", "memory: " + result.memorySentence, className: "note")
        if let model = result.modelTable { html.raw(model.html()) }
        if let present = result.present {
            html.element("h3", "On screen (\(present.windowSystem.displayName), \(present.presentMode.rawValue))")
            html.raw(result.presentStageTable(present).html())
            if !present.analysis.comparisons.isEmpty { html.raw(result.presentComparisonTable(present).html()) }
        }
        let auditLines = result.audit?.lines ?? [BenchResult.unauditedLine]
        if !auditLines.isEmpty { html.list(auditLines.map { String($0.drop { $0 == " " }) }) }
        html.element("p", result.verdictText, className: "recommendation")
        if !result.tableWarnings.isEmpty { html.list(result.tableWarnings) }
        linkedFiles(result.files, resultPath: path, into: &html)
        html.raw("</section>")
    }

    public static let style = """
        body{font-family:Helvetica,Arial,sans-serif;margin:2em;max-width:1200px;color:#111}\
        table{border-collapse:collapse;margin:1em 0;font-size:13px}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}\
        th,td{text-align:left}td.num,th.num{text-align:right}dl{display:grid;grid-template-columns:max-content auto;gap:2px 16px;font-size:14px}\
        dt{font-weight:bold}dd{margin:0}.recommendation{font-size:17px;background:#eef6ee;padding:10px;border-left:4px solid #009E73}\
        .note{color:#555;font-size:13px}pre.snippet{background:#f6f8fa;border:1px solid \
        #ddd;padding:8px;font-size:12px;overflow-x:auto}.crops{display:flex;flex-wrap:wrap;gap:12px}.crops \
        figure{margin:0;display:flex;flex-direction:column;gap:4px}\
        .crops img{image-rendering:pixelated;image-rendering:crisp-edges;border:1px solid #999}figcaption{font-size:12px}\
        figure.chart{margin:1em 0}section{border-top:2px solid #333;margin-top:2em}
        """
}
