// Stack Overflow style: "does @StateObject survive when the parent re-renders?" (yes: each child node makes its model once, right before its first body, parent renders only rebuild the child structs, siblings own one model each, and removing a child releases its model; showing it again makes a new one) (rules §4.2, §4.3, §4.4, §1.1, §1.4)
import SwiftUI
import Combine

final class ChatRoom: ObservableObject {
    static var made = 0
    let number: Int
    @Published var messages = 0

    init() {
        ChatRoom.made += 1
        number = ChatRoom.made
        print("ChatRoom #\(number) init")
    }

    deinit { print("ChatRoom #\(number) deinit") }
}

struct RoomView: View {
    let title: String
    @StateObject private var room = ChatRoom()

    var body: some View {
        let _ = print("RoomView body: \(title) #\(room.number) messages \(room.messages)")
        Button("Post in \(title)") { room.messages += 1 }
    }
}

struct Lobby: View {
    @State private var pings = 0
    @State private var showRandom = true

    var body: some View {
        let _ = print("Lobby body: pings \(pings) random \(showRandom)")
        VStack {
            Button("Ping") { pings += 1 }
            Button("Toggle Random") { showRandom.toggle() }
            RoomView(title: "General")
            if showRandom {
                RoomView(title: "Random")
            }
        }
    }
}

:mount Lobby()
// expect: Lobby body: pings 0 random true
// expect: ChatRoom #1 init
// expect: RoomView body: General #1 messages 0
// expect: ChatRoom #2 init
// expect: RoomView body: Random #2 messages 0
:tap "Post in General"
// expect: RoomView body: General #1 messages 1
:tap "Ping"
// expect: Lobby body: pings 1 random true
:tap "Toggle Random"
// expect: Lobby body: pings 1 random false
// expect: ChatRoom #2 deinit
:tap "Toggle Random"
// expect: Lobby body: pings 1 random true
// expect: ChatRoom #3 init
// expect: RoomView body: Random #3 messages 0
:tap "Post in General"
// expect: RoomView body: General #1 messages 2
