import Foundation
import Testing

/// The README's gallery pictures in `docs/` are what the command prints today
/// (re-made with `BUTTONSIM_RECORD=1`).
@Suite("docs pictures")
struct DocsPictureTests {
    @Test(arguments: [("text", "gallery-follow.txt"), ("svg", "gallery-follow.svg")])
    func theFollowGalleryInDocsIsCurrent(format: String, file: String) throws {
        let cli = try ButtonSimCLI()
        let result = try cli.run(["gallery", "--button", "follow", "--format", format])
        #expect(result.status == 0)
        let url = ButtonSimCLI.packageRoot.appendingPathComponent("docs").appendingPathComponent(file)
        #expect(CLISnapshot.verify(result.stdout, at: url) == nil)
    }
}
