extension Theme {
    /// The colour of the system focus ring around a focused button: the accent, or on the
    /// brand surface (variants the theme puts there) the screen's background colour, which stands out
    /// there as the accent cannot.
    /// - Parameter variant: The button's variant.
    public func focusRing(variant: String) -> RGBColor {
        isOnBrandSurface(variant: variant) ? chrome.background : chrome.accent
    }
}
