public import NativeScaleCore
public import NativeScaleRendering

extension OffscreenRenderer {
    /// Renders one frame of `path` (in one submission, as a round of it alone) inside a RenderDoc
    /// capture written as `template.rdc`, and returns the capture's path.
    public func capture(_ path: MeasuredPath, with renderDoc: RenderDoc, file template: String) throws(RendererError) -> String {
        try renderDoc.capture(instance: gpu.instance.handle, file: template) { () throws(RendererError) in
            _ = try render(path)
        }
    }
}
