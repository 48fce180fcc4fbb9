import Foundation
import Testing

/// The README's pictures and recording in `docs/` are what the commands make today
/// (re-made with `BUTTONSIM_RECORD=1`).
@Suite("docs pictures")
struct DocsPictureTests {
    /// The demo script of `docs/demo.cast`.
    static let demo =
        "mark:\"Follow\" wait:600ms space wait:1.2s mark:\"Mutual\" m wait:800ms mark:\"Download and install\" tab wait:400ms space wait:1.2s space wait:1.2s wait:1s"

    @Test(arguments: [
        (
            [
                "gallery", "--flow", "--button", "modal", "--look", "device", "--columns", "5", "--theme",
                "default,dark",
            ],
            "flow-modal-device.svg"
        ),
        (["gallery", "--flow", "--buttons", "Buttons/examples/send.json", "--format", "text"], "flow-send.txt"),
        (["gallery", "--button", "follow", "--all", "--format", "text"], "gallery-follow.txt"),
        (["gallery", "--button", "follow", "--all", "--format", "svg"], "gallery-follow.svg"),
        (["gallery", "--button", "follow", "--all", "--look", "device"], "gallery-follow-device.svg"),
        (
            ["gallery", "--button", "modal", "--states", "normal", "--look", "device", "--columns", "5"],
            "modal-states-device.svg"
        ),
        (
            ["gallery", "--button", "modal", "--mode", "install", "--all", "--format", "text"],
            "gallery-modal-install.txt"
        ),
        (
            [
                "render", "--button", "modal", "--look", "device", "--scale", "1", "--permute",
                "content-size=xs,l,ax3", "appearance=light,dark", "direction=ltr,rtl",
            ],
            "environments-device.svg"
        ),
        (
            [
                "gallery", "--button", "primary,secondary,link,success,danger,on-color",
                "--states", "normal,highlighted,disabled,selected,focused,loading",
                "--look", "device", "--columns", "6", "--theme", "default,dark",
            ], "design-system-device.svg"
        ),
        (
            ["gallery", "--buttons", "Buttons/examples/configuration.json", "--all", "--format", "text"],
            "gallery-configuration.txt"
        ),
        (
            [
                "gallery", "--buttons", "Buttons/examples/configuration.json", "--button",
                "plain,gray,tinted,filled,save",
                "--states", "normal,highlighted,disabled,selected,loading", "--look", "device", "--columns", "5",
            ],
            "gallery-configuration-device.svg"
        ),
        (
            [
                "gallery", "--look", "device", "--theme", "Themes/examples/figma-sds.theme.json", "--states",
                "normal,highlighted,disabled,selected", "--columns", "4",
            ],
            "board-figma-sds-device.svg"
        ),
        (
            [
                "gallery", "--look", "device", "--theme", "Themes/examples/github-primer.theme.json", "--states",
                "normal,highlighted,disabled,selected", "--columns", "4",
            ],
            "board-github-primer-device.svg"
        ),
    ])
    func thePicturesInDocsAreCurrent(arguments: [String], file: String) throws {
        let cli = try ButtonSimCLI()
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let url = ButtonSimCLI.packageRoot.appendingPathComponent("docs").appendingPathComponent(file)
        #expect(CLISnapshot.verify(result.stdout, at: url) == nil)
    }

    @Test func theDemoRecordingIsCurrent() throws {
        let cli = try ButtonSimCLI()
        let cast = cli.home.appendingPathComponent("demo.cast")
        let result = try cli.run(["play", "--keys", Self.demo, "--record", cast.path])
        #expect(result.status == 0, "\(result.stderr)")
        let url = ButtonSimCLI.packageRoot.appendingPathComponent("docs/demo.cast")
        #expect(CLISnapshot.verify(try String(contentsOf: cast, encoding: .utf8), at: url) == nil)
    }
}
