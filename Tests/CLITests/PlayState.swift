import Foundation

/// The json `play --format json` prints (docs/command-line.md), decoded for assertions.
struct PlayState: Decodable, Equatable {
    struct ButtonEntry: Decodable, Equatable {
        var id: String
        var state: [String]
        var raw: UInt32
        var title: String
        var enabled: Bool
        var mode: String?
    }

    struct EventEntry: Decodable, Equatable {
        var button: String
        var event: String
    }

    var target: String
    var theme: String
    var locale: String
    var buttons: [ButtonEntry]
    var events: [EventEntry]

    subscript(id: String) -> ButtonEntry? { buttons.first { $0.id == id } }

    /// The events one button sent, in order.
    func events(of id: String) -> [String] { events.filter { $0.button == id }.map(\.event) }
}
