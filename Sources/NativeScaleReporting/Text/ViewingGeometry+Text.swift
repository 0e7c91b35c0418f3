public import NativeScaleCore

extension ViewingGeometry {
    /// `98.1 PPD (476 ppi at 30 cm, a phone's typical distance)`: the figure and where it comes from.
    public var text: String {
        let ppd = "\(pixelsPerDegree) PPD"
        switch basis {
        case .typicalDistance:
            return
                "\(ppd) (\(density.map { "\($0)" } ?? "?") at \(distance.map { "\($0)" } ?? "?"), a \(deviceClass?.rawValue ?? "display")'s typical distance)"
        case .givenDistance:
            return "\(ppd) (\(density.map { "\($0)" } ?? "?") at \(distance.map { "\($0)" } ?? "?"), --viewing-distance)"
        case .givenPixelsPerDegree:
            return "\(ppd) (--ppd)"
        case .flipDefault:
            return "\(ppd) (FLIP's default viewing condition: the panel's size is not known; give --ppd)"
        }
    }
}
