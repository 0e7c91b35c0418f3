/// The kind of device a panel sits in, which sets how far from it people look.
public enum DeviceClass: String, CaseIterable, Hashable, Sendable, Codable {
    case phone
    case tablet
    case laptop
    /// A desktop monitor.
    case monitor
    case tv

    /// The typical distance from eye to panel.
    public var typicalViewingDistance: ViewingDistance {
        switch self {
        case .phone: ViewingDistance(validCentimetres: 30)
        case .tablet: ViewingDistance(validCentimetres: 38)
        case .laptop: ViewingDistance(validCentimetres: 50)
        case .monitor: ViewingDistance(validCentimetres: 60)
        case .tv: ViewingDistance(validCentimetres: 250)
        }
    }

    /// Where the typical distance comes from.
    public var distanceSource: String {
        switch self {
        case .phone:
            "Apple's iPhone 4 Retina claim, 10-12 in (25-30 cm); Bababekova et al. 2011 (Optometry and Vision Science 88(7)) measured means of 32-36 cm"
        case .tablet:
            "Apple's iPad (3rd gen.) Retina claim, 15 in (38 cm)"
        case .laptop:
            "Apple's MacBook Pro Retina claim, 20 in (51 cm)"
        case .monitor:
            "OSHA computer workstation guidance, 50-100 cm (20-40 in); 60 cm as in issue 17's 27-inch 4K example"
        case .tv:
            "about 3 picture heights of a 55-65 in TV (ITU-R BT.709's design distance for HD), 2-2.5 m"
        }
    }
}
