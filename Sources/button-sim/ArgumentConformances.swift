import ArgumentParser
import ButtonKit
import Headless

extension LocaleTag: ExpressibleByArgument {
    /// A tag from the command line, as written (`en`, `zh`, `pt-BR`).
    public init?(argument: String) {
        let tag = LocaleTag(rawValue: argument)
        guard tag.isWellFormed else { return nil }
        self = tag
    }
}

extension ButtonSize: ExpressibleByArgument {}

extension PictureLook: ExpressibleByArgument {}
