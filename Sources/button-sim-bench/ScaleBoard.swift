#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// The scale board (issue 39, section 9's row for 64 buttons with flows): N copies of the
    /// `send` example's button (Buttons/examples/send.json), each with its machine, a
    /// `loading` state that holds disabled and spins, and one toggle state, in two locales.
    /// `audit`, `contract`, `sheet` and `parity` of it should cost about N times one button.
    enum ScaleBoard {
        /// The board sizes the scale figures are measured for.
        static let sizes = [1, 16, 64]

        /// The button file of `count` copies, ids `send0`, `send1`, ...
        static func json(buttons count: Int) -> String {
            let buttons = (0..<count).map { index in
                """
                    {
                      "id": "send\(index)", "variant": "primary", "width": "widest", "lines": 0,
                      "states": {
                        "loading": {"bit": 16, "holds": ["disabled"], "spinner": true, "key": "l",
                                    "accessibilityLabel": {"en": "Loading", "zh": "加载中"}},
                        "pinned": {"bit": 17, "key": "p", "mark": "P"}
                      },
                      "events": {
                        "succeed": {"key": "y", "label": {"en": "The request succeeds", "zh": "请求成功"}},
                        "fail": {"key": "n", "label": {"en": "The request fails", "zh": "请求失败"}}
                      },
                      "machine": {
                        "initial": "idle",
                        "states": {
                          "idle": {"title": {"en": "Send \(index)", "zh": "发送 \(index)"}, "enabled": true, "on": {"tap": "sending"}},
                          "sending": {
                            "title": {"en": "Sending…", "zh": "发送中…"}, "enabled": false, "spinner": true,
                            "on": {"succeed": "sent", "fail": "failed"},
                            "after": {"step": {"actions": ["send succeed"]}}
                          },
                          "sent": {"title": {"en": "Sent", "zh": "已发送"}, "image": "✓", "enabled": false, "type": "final"},
                          "failed": {
                            "title": {"en": "Failed · Retry", "zh": "失败 · 重试"}, "image": "!", "enabled": true,
                            "on": {"tap": {"target": "sending", "actions": ["increment retries"]}}
                          }
                        },
                        "context": {"retries": 0}
                      }
                    }
                """
            }
            return """
                {
                  "title": "\(count) Send buttons with an outcome flow",
                  "locales": ["en", "zh"],
                  "buttons": [
                \(buttons.joined(separator: ",\n"))
                  ]
                }

                """
        }
    }
#endif
