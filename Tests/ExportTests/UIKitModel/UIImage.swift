/// An image: a named asset or an SF Symbol. The model draws nothing; it keeps the name and, for a
/// symbol, the point size a symbol configuration gave it.
public final class UIImage: Sendable {
    /// The asset or symbol name.
    public let name: String
    /// Whether it is an SF Symbol.
    public let isSymbolImage: Bool
    /// The point size of the symbol configuration applied, if any.
    let symbolPointSize: CGFloat?

    private init(name: String, isSymbolImage: Bool, symbolPointSize: CGFloat?) {
        self.name = name
        self.isSymbolImage = isSymbolImage
        self.symbolPointSize = symbolPointSize
    }

    /// The image set `name` of the main bundle's asset catalog, `nil` when there is none
    /// (developer.apple.com, UIImage/init(named:)).
    public convenience init?(named name: String) {
        let folder = Bundle.main.bundlePath
        let found = FileText.names(in: folder).filter { $0.hasSuffix(".xcassets") }.contains {
            FileText.isFolder(folder + "/" + $0 + "/" + name + ".imageset")
        }
        guard found else { return nil }
        self.init(name: name, isSymbolImage: false, symbolPointSize: nil)
    }

    /// The SF Symbol `systemName`. The model cannot tell which names SF Symbols has, so every name
    /// gives an image (a Mac confirms the name).
    public convenience init?(systemName: String) {
        self.init(name: systemName, isSymbolImage: true, symbolPointSize: nil)
    }

    /// iOS 13: the image with `configuration` applied (developer.apple.com,
    /// UIImage/applyingSymbolConfiguration(_:)): a symbol takes its point size; another image is
    /// unchanged.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return self }
        return UIImage(name: name, isSymbolImage: true, symbolPointSize: configuration.pointSize)
    }

    /// The image's size in points. SF Symbols' own metrics are on a Mac: the model takes a symbol
    /// as a square of its configuration's point size, 20 by 20 without one, and an asset as 20 by 20.
    public var size: CGSize {
        let side = symbolPointSize ?? 20
        return CGSize(width: side, height: side)
    }
}
