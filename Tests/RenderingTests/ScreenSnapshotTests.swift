import ButtonKit
import ButtonKitTestSupport
import Canvas
import Rendering
import Simulator
import Testing
import Theming

@Suite("Whole screens as text plus style notes")
struct ScreenSnapshotTests {
    func render(_ model: ScreenModel, _ width: Int, _ height: Int) -> String {
        var frame = Frame(width: width, height: height)
        MainScreen.render(model, area: frame.area, into: &frame)
        return FrameSnapshot.describe(frame)
    }

    func check(_ text: String, _ name: String) {
        let failure = Snapshot.verify(text, named: name)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test(arguments: [LocaleTag.en, .zh])
    func mainScreen(locale: LocaleTag) {
        var simulator = BuiltInFixture.state(locale: locale)
        _ = SimulatorReducer.reduce(&simulator, .stateKeyPressed(.follow, "m"))
        _ = SimulatorReducer.reduce(&simulator, .tapped(.modal))
        _ = SimulatorReducer.reduce(&simulator, .timerFired(.tapRelease(.modal)))
        check(
            render(ScreenModel.fixture(simulator: simulator, theme: Theme.builtInDefault), 100, 30),
            "screen-main-\(locale.rawValue)")
    }

    @Test func mainScreenAtTheSmallestSize() {
        check(
            render(
                ScreenModel.fixture(simulator: BuiltInFixture.state(locale: .zh), theme: Theme.builtInDefault), 80, 24),
            "screen-main-80x24-zh")
    }

    @Test func helpOverlay() {
        check(
            render(
                ScreenModel.fixture(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault, overlay: .help),
                100, 30), "screen-help")
    }

    @Test func galleryOverlayInBothSizes() {
        let model = ScreenModel.fixture(
            simulator: BuiltInFixture.state(), theme: Theme.builtInDefault, overlay: .gallery)
        check(render(model, 100, 30), "screen-gallery-100x30")
        check(render(model, 80, 24), "screen-gallery-80x24")
    }

    @Test func tooSmall() {
        let text = render(ScreenModel.fixture(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault), 60, 20)
        #expect(text.contains("terminal too small, need 80 x 24 (now 60 x 20)"))
        check(text, "screen-too-small")
    }

    @Test func monochromeKeepsStatesApartByAttributes() {
        var simulator = BuiltInFixture.state()
        _ = SimulatorReducer.reduce(&simulator, .flagToggled(.follow, .highlighted))
        let text = render(
            ScreenModel.fixture(simulator: simulator, theme: Theme.builtInDefault, monochrome: true), 100, 30)
        #expect(text.contains("reverse"))
        check(text, "screen-monochrome")
    }

    @Test func errorsShowOnTheStatusLine() {
        let model = ScreenModel.fixture(
            simulator: BuiltInFixture.state(), theme: Theme.builtInDefault,
            status: .problem("dark.json: theme.color.x: bad colour"))
        var frame = Frame(width: 100, height: 30)
        MainScreen.render(model, area: frame.area, into: &frame)
        #expect(frame.lines[28].hasPrefix(" error: dark.json: theme.color.x: bad colour"))
    }
}

@Suite("A long status message")
struct LongStatusTests {
    @Test func wrapsOntoASecondRowSoTheEndStaysVisible() {
        let message =
            "started fresh: state file corrupt (not valid JSON): ~/.local/state/button-sim/state.json; bad copy kept as state.json.bad-1"
        let model = ScreenModel.fixture(
            simulator: BuiltInFixture.state(), theme: Theme.builtInDefault,
            status: .problem(message))
        var frame = Frame(width: 80, height: 24)
        MainScreen.render(model, area: frame.area, into: &frame)
        let lines = frame.lines
        #expect(lines[21].hasPrefix(" error: started fresh: state file corrupt"))
        #expect(lines[22].contains("bad copy kept as state.json.bad-1"))
        #expect(lines[23].contains("q quit"))
        #expect(!frame.text.contains("too small"))
    }
}
