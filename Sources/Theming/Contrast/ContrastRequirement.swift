import ButtonKit

/// The one contrast rule (WCAG 2.2 SC 1.4.3 and 1.4.11) that `audit`, `themes check` and
/// the review sheet apply, so they never disagree: which pairs of a button's colours are
/// measured, the least ratio each needs (text 4.5:1, 3:1 when large; a drawn border 3:1),
/// and how a ratio is written.
public enum ContrastRequirement {
    /// Whether a title is large text in WCAG's sense: 18 pt and larger, or 14 pt and
    /// larger when bold (CSS weight 700 or heavier).
    /// - Parameters:
    ///   - pointSize: The title's point size.
    ///   - weight: The title's CSS weight as drawn.
    public static func isLargeText(pointSize: Double, weight: Int) -> Bool {
        pointSize >= 18 || (pointSize >= 14 && weight >= 700)
    }

    /// Whether the title of a medium button at the default text size (headline, 17 pt) is
    /// large with the theme's weight for the state: only when that weight is bold, as the
    /// device look draws the title semibold or heavier.
    /// - Parameter fontWeight: The theme's title weight for the state (``TextLook``).
    public static func isLargeAtDefaultSize(fontWeight: Int) -> Bool {
        isLargeText(
            pointSize: DynamicTypeTable.pointSize("headline", at: DisplayEnvironment.standard.contentSize) ?? 17,
            weight: max(600, fontWeight))
    }

    /// The least ratio a pair of this kind needs: text 4.5:1, or 3:1 when large; a border 3:1.
    /// - Parameters:
    ///   - kind: Text or boundary.
    ///   - largeText: Whether the title is large text.
    public static func threshold(_ kind: ContrastPairKind, largeText: Bool) -> Double {
        kind == .text && !largeText ? Contrast.textThreshold : Contrast.nonTextThreshold
    }

    /// The pairs one state of a button shows: its title or image on its fill (or the
    /// surface, when it has none), and, when a border is drawn, its edge against the
    /// surface. A filled button without a border needs no edge: its title identifies it.
    /// - Parameters:
    ///   - style: The state's resolved colours.
    ///   - surface: What the button sits on.
    ///   - showsContent: Whether a title or an image shows (a hidden title has no text pair).
    ///   - largeText: Whether the title is large text.
    public static func pairs(style: ButtonStyle, surface: RGBColor, showsContent: Bool = true, largeText: Bool)
        -> [ContrastPair]
    {
        var pairs: [ContrastPair] = []
        if showsContent {
            pairs.append(
                ContrastPair(
                    kind: .text, foreground: style.foreground, background: style.background ?? surface, fill: nil,
                    largeText: largeText))
        }
        if let border = style.border, style.borderWidth > 0 {
            pairs.append(
                ContrastPair(
                    kind: .boundary, foreground: border, background: surface, fill: style.background ?? surface,
                    largeText: false))
        }
        return pairs
    }

    /// `3.21:1`: two decimals, cut rather than rounded, so 4.499 never reads 4.50.
    /// - Parameter ratio: A contrast ratio.
    public static func ratioText(_ ratio: Double) -> String {
        let cut = (ratio * 100).rounded(.down) / 100
        let whole = Int(cut)
        let hundredths = Int(((cut - Double(whole)) * 100).rounded())
        return "\(whole).\(hundredths < 10 ? "0" : "")\(hundredths):1"
    }
}
