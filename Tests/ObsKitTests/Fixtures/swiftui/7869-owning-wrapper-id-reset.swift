// Custom DynamicProperty: an owning wrapper in a chat view keyed by `.id(current)`
// A new id resets the subtree: the old node dies and releases its Room, a new node runs the @StateObject closure again
// for the new name (rules §1.3, §4.3, T9); ObsREPL destroys the old node before the new closure runs (rules §1.4, its
// choice). Appearance runs after the update, all disappears before any appear (rules §10.3, §11.1).
import SwiftUI

final class Room: ObservableObject {
    let name: String
    @Published var messages = 0

    init(name: String) {
        self.name = name
        print("Room \(name) init")
    }

    deinit { print("Room \(name) deinit") }
}

@propertyWrapper
struct OwnedRoom: DynamicProperty {
    @StateObject private var room: Room

    init(_ name: String) {
        _room = StateObject(wrappedValue: Room(name: name))
    }

    var wrappedValue: Room { room }
}

struct ChatView: View {
    @OwnedRoom var room: Room

    init(name: String) {
        _room = OwnedRoom(name)
    }

    var body: some View {
        let _ = print("ChatView: \(room.name), \(room.messages) messages")
        Button("Send") { room.messages += 1 }
            .onAppear { print("chat appeared") }
            .onDisappear { print("chat disappeared") }
    }
}

struct Chats: View {
    @State private var current = "general"

    var body: some View {
        VStack {
            Button("Go to random") { current = "random" }
            ChatView(name: current)
                .id(current)
        }
    }
}

:mount Chats()
// expect: Room general init
// expect: ChatView: general, 0 messages
// expect: chat appeared
:tap "Send"
// expect: ChatView: general, 1 messages
:tap "Go to random"
// expect: Room general deinit
// expect: Room random init
// expect: ChatView: random, 0 messages
// expect: chat disappeared
// expect: chat appeared
