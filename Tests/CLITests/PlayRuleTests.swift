import Foundation
import Testing

/// `play` scripts that walk through every UIKit rule, custom state and key and assert
/// the json state the built executable prints.
@Suite("play: the UIKit rules, custom states and keys, through the json state")
struct PlayRuleTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    /// Plays `keys` with a one-second step delay and decodes the state.
    func play(_ keys: String, _ options: [String] = []) throws -> PlayState {
        let result = try cli.run(["play", "--keys", keys, "--format", "json", "--step-delay", "1"] + options)
        try #require(result.status == 0, "play failed: \(result.stderr)")
        return try JSONDecoder().decode(PlayState.self, from: Data(result.stdout.utf8))
    }

    func button(_ keys: String, _ id: String = "follow", _ options: [String] = []) throws -> PlayState.ButtonEntry {
        try #require(try play(keys, options)[id])
    }

    @Test func aFreshStartIsNormalEverywhere() throws {
        let state = try play("")
        #expect(state.target == "follow")
        #expect(state.theme == "default")
        #expect(state.locale == "en")
        #expect(
            state.buttons.map(\.id) == [
                "follow", "modal", "primary", "secondary", "link", "success", "danger", "on-color",
            ])
        for button in state.buttons {
            #expect(button.state.isEmpty && button.raw == 0 && button.enabled)
        }
        #expect(state["modal"]?.mode == "download")
        #expect(state["follow"]?.mode == "idle")
        #expect(state["primary"]?.mode == nil)
        #expect(state.events.isEmpty)
    }

    @Test func theDocumentHasExactlyTheFieldsOfSection4() throws {
        let result = try cli.run(["play", "--keys", "tab space wait:200ms", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["target", "theme", "locale", "buttons", "events"])
        let buttons = try #require(object["buttons"] as? [[String: Any]])
        for button in buttons {
            #expect(Set(button.keys) == ["id", "state", "raw", "title", "enabled", "mode"])
        }
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(!events.isEmpty)
        for event in events { #expect(Set(event.keys) == ["button", "event"]) }
        #expect(buttons.first { $0["id"] as? String == "primary" }?["mode"] is NSNull)
    }

    // MARK: Section 1: UIKit semantics

    @Test func highlightedSelectedFocusedHaveUIKitRawValues() throws {
        #expect(try button("h").raw == 1)
        #expect(try button("h").state == ["highlighted"])
        #expect(try button("e").raw == 2)
        #expect(try button("s").raw == 4)
        #expect(try button("f").raw == 8)
        #expect(try button("f").state == ["focused"])
    }

    @Test func theFamousFallbackShowsTheNormalTitle() throws {
        // selected + disabled has no title of its own: UIKit shows normal's, not selected's.
        let follow = try button("s e")
        #expect(follow.raw == 6)
        #expect(follow.title == "Follow")
        // A design button sets only normal: selected + highlighted reads normal too.
        let primary = try button("tab tab s h", "primary")
        #expect(primary.raw == 5)
        #expect(primary.title == "Continue")
    }

    @Test func hOnADisabledButtonGivesRaw3WhichReads1() throws {
        let follow = try button("e h")
        #expect(follow.raw == 3)
        #expect(follow.state == ["highlighted", "disabled"])
        #expect(!follow.enabled)
        #expect(follow.title == "Follow")  // slot 1 is empty, so normal
    }

    @Test func state7ReadsSlot5() throws {
        let follow = try button("s e h")
        #expect(follow.raw == 7)
        #expect(follow.title == "Followed")  // slot 5 holds Followed
    }

    @Test func aTapSendsTouchDownThenUpInsideThenPrimaryAction() throws {
        let state = try play("tab tab space wait:200ms")
        #expect(state.events(of: "primary") == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(state["primary"]?.raw == 0)  // the highlight cleared after the lift
    }

    @Test func theHighlightHoldsDuringTheTap() throws {
        let primary = try button("tab tab space wait:100ms", "primary")
        #expect(primary.raw == 1)
        #expect(primary.state == ["highlighted"])
        #expect(try play("tab tab space wait:100ms").events(of: "primary") == ["touchDown"])
    }

    @Test func aDisabledButtonIgnoresTaps() throws {
        let state = try play("tab tab e space wait:200ms enter wait:200ms")
        #expect(state.events.isEmpty)
        #expect(state["primary"]?.raw == 2)
        #expect(state["primary"]?.state == ["disabled"])
    }

    @Test func aTapNeverTogglesSelectionOfADesignButton() throws {
        let primary = try button("tab tab space wait:200ms space wait:200ms", "primary")
        #expect(primary.raw == 0)
    }

    // MARK: Section 2: custom states and the buttons

    @Test func mOnAnUnfollowedButtonGivesSelectedAndMutual() throws {
        let follow = try button("m")
        #expect(follow.state == ["selected", "mutual"])
        #expect(follow.raw == 65540)
        #expect(follow.title == "Mutual")
    }

    @Test func sThenClearsBoth() throws {
        let follow = try button("m s")
        #expect(follow.state.isEmpty)
        #expect(follow.raw == 0)
        #expect(follow.title == "Follow")
    }

    @Test func loadingHoldsDisabledAndHidesTheTitle() throws {
        let follow = try button("l")
        #expect(follow.state == ["disabled", "loading"])
        #expect(follow.raw == 0x20002)
        #expect(follow.title == "")
        #expect(!follow.enabled)
        #expect(try button("m l").raw == 0x30006)
    }

    @Test func lThenEKeepsTheButtonDisabled() throws {
        let follow = try button("l e")
        #expect(!follow.enabled)
        #expect(follow.raw == 0x20002)
    }

    /// the README's UIKit rules: the built-in loading says `afterwards: enable`, as NKLoadingButton's
    /// `setLoading:NO` does, so loading ends enabled whatever was asked before or during it.
    @Test func whenLoadingStopsTheButtonIsEnabled() throws {
        for keys in ["e l e l", "l e l", "e l l"] {
            let follow = try button(keys)
            #expect(follow.enabled && follow.raw == 0, "\(keys)")
        }
    }

    @Test func tappingFollowLoadsThenFollows() throws {
        let loading = try button("space wait:200ms")
        #expect(loading.state == ["disabled", "loading"])
        #expect(loading.title == "")
        let followed = try button("space wait:1.2s")
        #expect(followed.state == ["selected"])
        #expect(followed.raw == 4)
        #expect(followed.title == "Followed")
        #expect(followed.enabled)
    }

    @Test func unfollowClearsMutual() throws {
        let unfollowing = try button("m space wait:200ms")
        #expect(unfollowing.raw == 0x30006)
        let unfollowed = try button("m space wait:1.2s")
        #expect(unfollowed.state.isEmpty)
        #expect(unfollowed.raw == 0)
        #expect(unfollowed.title == "Follow")
    }

    @Test func deselectingClearsMutual() throws {
        #expect(try button("m s").state.isEmpty)
        #expect(try button("m m").state == ["selected"])
    }

    @Test func theModalButtonStepsToCompleteWithTwoTapsAndTwoWaits() throws {
        let downloading = try button("tab space wait:200ms", "modal")
        #expect(downloading.mode == "downloading")
        #expect(downloading.title == "Downloading...")
        #expect(!downloading.enabled)
        let install = try button("tab space wait:1.2s", "modal")
        #expect(install.mode == "install" && install.title == "Install" && install.enabled)
        let installing = try button("tab space wait:1.2s space wait:200ms", "modal")
        #expect(installing.mode == "installing" && installing.title == "Installing..." && !installing.enabled)
        let complete = try button("tab space wait:1.2s space wait:1.2s", "modal")
        #expect(complete.mode == "complete")
        #expect(complete.title == "Complete!")
        #expect(!complete.enabled)
    }

    @Test func tapsWhileAStepIsPendingChangeNothing() throws {
        let plain = try play("tab space wait:200ms")
        let tapped = try play("tab space wait:200ms space wait:200ms enter wait:200ms space")
        #expect(tapped["modal"] == plain["modal"])
        #expect(tapped.events == plain.events)
        // And the extra taps did not skip a step: one wait later it is install, not beyond.
        #expect(try button("tab space wait:200ms space wait:200ms space wait:1s", "modal").mode == "install")
        // Complete is disabled for good: taps and waits leave it complete.
        #expect(
            try button("tab space wait:1.2s space wait:1.2s space wait:2s e e space wait:2s", "modal").mode
                == "complete")
    }

    @Test func resetReturnsTheTargetToItsFirstState() throws {
        #expect(try button("m r").raw == 0)
        let modal = try button("tab space wait:1.2s r", "modal")
        #expect(modal.mode == "download")
        #expect(modal.title == "Download")
        #expect(modal.enabled)
    }

    @Test func chineseTitles() throws {
        let zh = ["--locale", "zh"]
        #expect(try button("", "follow", zh).title == "关注")
        #expect(try button("space wait:1.2s", "follow", zh).title == "已关注")
        #expect(try button("m", "follow", zh).title == "互相关注")
        #expect(try button("", "modal", zh).title == "下载")
        #expect(try button("tab space wait:200ms", "modal", zh).title == "下载中...")
        #expect(try button("tab space wait:1.2s space wait:1.2s", "modal", zh).title == "完成!")
        #expect(try play("", zh).locale == "zh")
    }

    // MARK: Section 3: interaction

    @Test func tabAndArrowsMoveTheTargetAndWrap() throws {
        #expect(try play("tab").target == "modal")
        #expect(try play("right right").target == "primary")
        #expect(try play("backtab").target == "on-color")
        #expect(try play("left").target == "on-color")
        #expect(try play("tab tab tab tab tab tab tab tab").target == "follow")
    }

    @Test func keysActOnTheTargetOnly() throws {
        let state = try play("tab tab tab s")
        #expect(state["secondary"]?.raw == 4)
        #expect(state.buttons.filter { $0.id != "secondary" }.allSatisfy { $0.raw == 0 })
    }

    @Test func themeKeyAndThemeOption() throws {
        #expect(try play("t").theme != "default")
        #expect(try play("", ["--theme", "dark"]).theme == "dark")
    }
}
