extension SafeArea {
    /// An iPhone with a notch or Dynamic Island: `top` in portrait, the home indicator's 34 pt
    /// at the bottom; in landscape `top` on both sides and 21 pt at the bottom.
    static func notchedPhone(top: Double) -> SafeArea {
        SafeArea(
            portrait: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
            landscape: EdgeInsets(top: 0, left: top, bottom: 21, right: top))
    }

    /// A Display Zoom mode, whose published insets (QMUI) are portrait only.
    static func zoomedPhone(top: Double, bottom: Double) -> SafeArea {
        SafeArea(portrait: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), landscape: nil)
    }

    /// An iPhone with a home button: the 20 pt status bar, hidden in landscape.
    static let homeButtonPhone = SafeArea(
        portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero)

    /// An iPad with a home button: the 20 pt status bar in both orientations.
    static let homeButtonPad = SafeArea(
        portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscape: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    /// An iPad with Face ID: 24 pt at the top and 20 pt for the home indicator.
    static let faceIDPad = SafeArea(
        portrait: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
}
