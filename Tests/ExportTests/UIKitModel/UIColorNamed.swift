/// Named colours from an asset catalog (developer.apple.com, UIColor/init(named:) and
/// UIColor/init(named:in:compatibleWith:)): the colour set `NAME.colorset` in a `*.xcassets`
/// folder of the bundle, its variants chosen by the traits it is resolved with.
///
/// The catalog is read as Xcode writes it (Asset Catalog Format Reference, "Named Color Type"):
/// `Contents.json` holds `colors`, each a `color` (`color-space`, `components` red, green, blue,
/// alpha as numbers 0 to 1, as 0 to 255 integers or as `0xNN`) with optional `appearances`
/// (`luminosity` `light`/`dark`, `contrast` `high`). The variant with the most matching
/// appearances wins, and one that names an appearance the traits lack never does.
/// A name in a folder (a group with `provides-namespace`) is looked up as `folder/name`.
extension UIColor {
    /// The named colour from the main bundle, `nil` when no colour set has that name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The named colour from `bundle` (the main bundle when `nil`); the model resolves it for the
    /// traits it is drawn with, so `traitCollection` only matters for reading it at once.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let folder = (bundle ?? Bundle.main).bundlePath
        guard let variants = ColorSetReader.variants(named: name, under: folder) else { return nil }
        self.init(storage: .dynamic({ traits in ColorSetReader.choose(variants, for: traits) }))
    }
}

/// Reads colour sets from asset catalog folders.
enum ColorSetReader {
    /// One colour of a set: its components and the appearances it is for.
    struct Variant: Sendable {
        var color: UIColor
        var dark: Bool?
        var highContrast: Bool
    }

    /// The variants of the colour set `name` in any `*.xcassets` folder under `folder`.
    static func variants(named name: String, under folder: String) -> [Variant]? {
        for catalog in FileText.names(in: folder) where catalog.hasSuffix(".xcassets") {
            let path = folder + "/" + catalog + "/" + name + ".colorset/Contents.json"
            guard let text = FileText.read(path), let json = JSONValue.parse(text) else { continue }
            let variants = json["colors"]?.elements.compactMap(variant) ?? []
            if !variants.isEmpty { return variants }
        }
        return nil
    }

    /// One entry of `colors`.
    static func variant(_ entry: JSONValue) -> Variant? {
        guard let components = entry["color"]?["components"],
            let red = component(components["red"]), let green = component(components["green"]),
            let blue = component(components["blue"])
        else { return nil }
        let alpha = component(components["alpha"]) ?? 1
        var variant = Variant(
            color: UIColor(red: red, green: green, blue: blue, alpha: alpha), dark: nil, highContrast: false)
        for appearance in entry["appearances"]?.elements ?? [] {
            switch (appearance["appearance"]?.text, appearance["value"]?.text) {
            case ("luminosity", "dark"): variant.dark = true
            case ("luminosity", "light"): variant.dark = false
            case ("contrast", "high"): variant.highContrast = true
            default: return nil
            }
        }
        return variant
    }

    /// A component as Xcode writes it: `"0.039"`, `"10"` (0 to 255) or `"0x0A"`.
    static func component(_ value: JSONValue?) -> CGFloat? {
        switch value {
        case .number(let number): return number > 1 ? number / 255 : number
        case .string(let text):
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
            }
            if text.contains(".") { return Double(text) }
            return Double(text).map { $0 > 1 ? $0 / 255 : $0 }
        default: return nil
        }
    }

    /// The variant for `traits`: every appearance it names must hold, and the most specific wins.
    static func choose(_ variants: [Variant], for traits: UITraitCollection) -> UIColor {
        let isDark = traits.userInterfaceStyle == .dark
        let isHigh = traits.accessibilityContrast == .high
        var best: (score: Int, color: UIColor)?
        for variant in variants {
            if let dark = variant.dark, dark != isDark { continue }
            if variant.highContrast && !isHigh { continue }
            let score = (variant.dark == nil ? 0 : 1) + (variant.highContrast ? 1 : 0)
            if best == nil || score > (best?.score ?? 0) { best = (score, variant.color) }
        }
        return best?.color ?? .clear
    }
}
