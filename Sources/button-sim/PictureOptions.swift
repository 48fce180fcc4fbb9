import ArgumentParser
import Headless
import Platform

/// The options `render` and `gallery` share: the board, themes and locale, the picture's
/// format, look and environments, loaded once into a ``PictureRequest``.
struct PictureOptions: ParsableArguments {
    @OptionGroup var buttons: ButtonsOption

    @OptionGroup var themes: ThemesOption

    @OptionGroup var locale: LocaleOption

    @Option(help: ArgumentHelp(FormatChoice<FrameOutput>.help(default: "text, svg with --look device")))
    var format: FormatChoice<FrameOutput>?

    @OptionGroup var device: DeviceOptions

    @OptionGroup var environment: EnvironmentOptions

    func validate() throws {
        try device.check(format: format?.description)
        if device.look == .terminal, themes.list.count > 1 {
            throw ValidationError("several themes (--theme \(themes.theme ?? "")) need --look device")
        }
    }

    /// The board in each theme asked for, loaded once, with the environments and look:
    /// fresh buttons, no state file read or written.
    @MainActor
    func request() throws(HeadlessFailure) -> PictureRequest {
        let input = try HeadlessInput.load(buttons: buttons.buttons, themes: themes.list, locale: locale.locale)
        return PictureRequest(
            screens: input.screens(monochrome: NoColor.isSet), grid: environment.grid, look: device.look,
            scale: device.scale)
    }

    /// Prints the picture: cells in the chosen format, a document as it is.
    @MainActor
    func print(_ picture: Picture) {
        switch picture {
        case .frame(let frame): FrameOutput(frame: frame, colors: !NoColor.isSet).print(as: format?.format ?? .text)
        case .document(let document): Swift.print(document, terminator: "")
        }
    }
}
