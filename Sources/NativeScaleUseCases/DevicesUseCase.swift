public import NativeScaleCore

/// The use case behind `nativescale devices`: the catalog entries whose id, alias or name
/// contains a text, on one platform or all.
public struct DevicesUseCase {
    /// The text and the platform to list.
    public struct Request: Sendable {
        /// Part of an id, alias or name (any case); nil lists every entry.
        public var text: String?
        public var platform: Platform?

        public init(text: String?, platform: Platform?) {
            self.text = text
            self.platform = platform
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    public func run() throws(CatalogError) -> [CatalogEntry] {
        try DisplayCatalog.entries(
            matching: request.text ?? "",
            among: request.platform.map { DisplayCatalog.entries(for: $0) } ?? DisplayCatalog.entries)
    }
}
