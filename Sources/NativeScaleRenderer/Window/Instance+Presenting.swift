public import NativeScaleRendering
public import NativeScaleWindowing

extension Instance {
    /// Creates an instance that can present to windows of `server` (`vkCreateInstance` with
    /// the surface extensions nativescale creates its surfaces with, see ``Surface``).
    public convenience init(validation: Bool, presentingTo server: DisplayServer) throws(RendererError) {
        try self.init(validation: validation, extensions: try server.surfaceExtensions())
    }
}
