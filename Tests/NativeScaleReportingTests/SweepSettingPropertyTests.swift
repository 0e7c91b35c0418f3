import Foundation
import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTestSupport
import NativeScaleTuning
import NativeScaleUseCases
import Testing

/// Recorded sweeps' recommendations applied in every format their platform has: a setting is
/// given only where it renders into the buffer the sweep measured every point into, renders the
/// point measured, and plans what `sizes` plans in the same format.
@Suite("A sweep's setting, on recorded sweeps in every format: the path it ships is the path measured, and sizes plans the same")
struct SweepSettingPropertyTests {
    static let recorded = ["iphone-8-zoomed", "iphone-8-zoomed-godot", "pixel-7-pro-high-godot"]

    @Test("Every format is either refused, naming the buffer measured, or renders the recommended point into that buffer as sizes does", arguments: recorded)
    func settingShipsTheMeasuredPath(name: String) throws {
        let recorded = try SweepResult.read(from: URL(fileURLWithPath: Fixtures.sweeps).appendingPathComponent(name + ".json").path)
        let choice = try #require(recorded.recommendation)
        let point = recorded.points[choice.pointIndex]
        let entry = try DisplayCatalog.entry(named: try #require(recorded.configuration.display.deviceID))
        let system = recorded.configuration.system
        let display = try #require(Orientation.allCases.map { entry.display.oriented($0) }.first { $0.nativeSize == system?.panel ?? point.target.nativeSize })
        let measured = system?.buffer ?? display.nativeSize
        var given = 0
        for format in SizeSetting.Format.existing(on: entry.platform) {
            var result = recorded
            let buffer = AppBuffer(format: format, display: display, platform: entry.platform).size
            do {
                try result.attachSetting(display: nil, entry: nil, format: format)
            } catch {
                #expect(buffer != measured, "\(name) \(format.rawValue): refused although its buffer is the one measured")
                #expect(
                    error
                        == .bufferNotMeasured(
                            format, buffer: buffer, measured: measured, measuredFormat: system?.format ?? .preferred(for: display, platform: entry.platform)))
                continue
            }
            given += 1
            #expect(buffer == measured, "\(name) \(format.rawValue): a setting into \(buffer), measured into \(measured)")
            let apply = try #require(result.recommendation?.apply)
            // The point measured, into the buffer measured, with the filter measured.
            #expect(
                apply.renderSize == SizeDocument(width: point.target.renderSize.width, height: point.target.renderSize.height), "\(name) \(format.rawValue)")
            #expect(apply.outputSize == SizeDocument(width: measured.width, height: measured.height), "\(name) \(format.rawValue)")
            // sizes, in the same format, plans the same buffer and the same system resample after it.
            let planned = try SizesUseCase(request: .init(display: display, entry: entry, attachments: AttachmentConfiguration(), format: format)).run()
                .planned[0]
            #expect(planned.setting.outputSize == measured, "\(name) \(format.rawValue)")
            let advice = SizingAdvice(plan: planned.plan, setting: planned.setting)
            #expect(advice.remainingResampler == system?.resampler, "\(name) \(format.rawValue)")
        }
        // The format the sweep was run in is always given.
        #expect(given >= 1)
        var own = recorded
        try own.attachSetting(display: nil, entry: nil, format: nil)
        #expect(own.recommendation?.apply?.format == system?.format ?? .preferred(for: display, platform: entry.platform))
    }
}
