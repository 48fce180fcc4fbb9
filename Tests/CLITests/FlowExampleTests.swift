import Foundation
import Testing

/// The flow examples in `Buttons/examples/` played as a reviewer would, in English and
/// Chinese: a request that succeeds, fails and is retried; a count that goes up and down.
@Suite("play: flows with outcomes, from the examples")
struct FlowExampleTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    func play(_ file: String, _ keys: String, locale: String = "en") throws -> PlayState {
        let result = try cli.run([
            "play", "--buttons", "Buttons/examples/\(file).json", "--keys", keys, "--format", "json",
            "--step-delay", "1", "--locale", locale,
        ])
        try #require(result.status == 0, "play failed: \(result.stderr)")
        return try JSONDecoder().decode(PlayState.self, from: Data(result.stdout.utf8))
    }

    @Test(arguments: [
        ("en", "Send", "Sending…", "Sent", "Failed · Retry"), ("zh", "发送", "发送中…", "已发送", "失败 · 重试"),
    ])
    func sendSucceedsFailsAndRetries(locale: String, send: String, sending: String, sent: String, failed: String)
        throws
    {
        let idle = try #require(try play("send", "", locale: locale)["send"])
        #expect(idle.title == send && idle.mode == "idle" && idle.enabled)
        let busy = try #require(try play("send", "space wait:200ms", locale: locale)["send"])
        #expect(busy.title == sending && busy.mode == "sending" && !busy.enabled && busy.state == ["disabled"])
        let succeeded = try #require(try play("send", "space wait:200ms y", locale: locale)["send"])
        #expect(succeeded.title == sent && succeeded.mode == "sent" && !succeeded.enabled)
        let byItself = try #require(try play("send", "space wait:1.2s", locale: locale)["send"])
        #expect(byItself.mode == "sent", "after the step delay the request succeeds by itself (send)")
        let failedState = try #require(try play("send", "space wait:200ms n", locale: locale)["send"])
        #expect(failedState.title == failed && failedState.mode == "failed" && failedState.enabled)
        let retried = try #require(
            try play("send", "space wait:200ms event:fail space wait:200ms", locale: locale)["send"])
        #expect(retried.title == sending && retried.mode == "sending")
        let retriedAndSent = try #require(
            try play("send", "space wait:200ms n space wait:200ms event:succeed", locale: locale)["send"])
        #expect(retriedAndSent.title == sent)
    }

    @Test(arguments: [
        ("en", "♡ Like · 1,234", "♥ Liked · 1,235", "♥ Liked · 1,237"),
        ("zh", "♡ 赞 · 1,234", "♥ 已赞 · 1,235", "♥ 已赞 · 1,237"),
    ])
    func likeCountsUpAndDown(locale: String, normal: String, liked: String, moreLikes: String) throws {
        #expect(try play("like", "", locale: locale)["like"]?.title == normal)
        #expect(try play("like", "space wait:200ms", locale: locale)["like"]?.title == liked)
        #expect(try play("like", "space wait:200ms o o", locale: locale)["like"]?.title == moreLikes)
        #expect(try play("like", "space wait:600ms space wait:200ms", locale: locale)["like"]?.title == normal)
        #expect(
            try play("like", "u u", locale: locale)["like"]?.title
                == normal.replacingOccurrences(of: "1,234", with: "1,232"))
    }

    @Test func theFollowRequestCanFailAndBeRetried() throws {
        let failed = try #require(try play("follow-outcomes", "space wait:200ms n")["follow-request"])
        #expect(failed.mode == "failed" && failed.title == "Retry" && failed.state == [])
        let retried = try #require(
            try play("follow-outcomes", "space wait:200ms n space wait:200ms y")["follow-request"])
        #expect(retried.mode == "idle" && retried.title == "Followed" && retried.state == ["selected"])
        let zh = try #require(try play("follow-outcomes", "space wait:200ms n", locale: "zh")["follow-request"])
        #expect(zh.title == "重试")
        let backByItself = try #require(try play("follow-outcomes", "space wait:200ms n wait:4s")["follow-request"])
        #expect(backByItself.mode == "idle" && backByItself.title == "Follow")
    }

    /// An event another button declares, sent to a target that does not: nothing changes
    /// and the status line says so (an event no button declares is refused before running).
    @Test func anEventTheTargetDoesNotDeclareSaysSoOnTheStatusLine() throws {
        let board = cli.home.appendingPathComponent("two.json")
        try Data(
            """
            {"locales": ["en"], "buttons": [{"id": "plain", "titles": {"normal": "Plain"}},
              {"id": "send", "events": {"nope": {"key": "y", "label": "Nope"}},
               "machine": {"initial": "idle", "states": {"idle": {"title": "Send"}}}}]}
            """.utf8
        ).write(to: board)
        let result = try cli.run(["play", "--buttons", board.path, "--keys", "event:nope"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("plain declares no event nope"))
    }

    @Test(arguments: [
        ("en", ["Download", "Downloading...", "Install", "Installing...", "Complete!"]),
        ("zh", ["下载", "下载中...", "安装", "安装中...", "完成!"]),
    ])
    func renderModeShowsEveryStateOfTheModalButton(locale: String, titles: [String]) throws {
        for (mode, title) in zip(["download", "downloading", "install", "installing", "complete"], titles) {
            let result = try cli.run(["render", "--button", "modal", "--mode", mode, "--locale", locale])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains(title), "\(mode) shows \(title)")
        }
        let gallery = try cli.run(["gallery", "--button", "modal", "--locale", locale]).stdout
        for (mode, title) in zip(["download", "downloading", "install", "installing", "complete"], titles) {
            #expect(gallery.contains("\(mode) N 0x0") || gallery.contains("\(mode) D 0x2"), "the gallery has \(mode)")
            #expect(gallery.contains(title))
        }
    }

    @Test func theModalGalleryInTheDeviceLookHasEveryStateWithItsTitle() throws {
        let svg = try cli.run(["gallery", "--button", "modal", "--look", "device", "--mode", "installing"]).stdout
        #expect(svg.hasPrefix("<?xml") && svg.contains("Installing..."))
        #expect(!svg.contains(">Install<"), "--mode shows one machine state")
    }

    @Test(arguments: [
        (
            ["render", "--button", "modal", "--mode", "nope"],
            "render: modal has no machine state 'nope'; states: download, downloading, install, installing, complete"
        ),
        (
            ["render", "--button", "primary", "--mode", "idle"],
            "render: primary has no machine, so --mode does not apply"
        ),
        (
            ["gallery", "--button", "follow", "--mode", "download"],
            "gallery: follow has no machine state 'download'; states: idle, requesting"
        ),
    ])
    func aModeTheButtonLacksIsRefused(arguments: [String], message: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
