// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI creates a new state object when the view's identity changes: an id change gives the view a new session model, and the old one, owned by nobody now, is released)
import SwiftUI

final class ChatSession: ObservableObject {
    let room: String
    @Published var sent = 0
    init(room: String) { self.room = room }
    deinit { print("session \(room) deinit") }
}

struct ChatRoom: View {
    @StateObject private var session: ChatSession

    init(room: String) {
        _session = StateObject(wrappedValue: ChatSession(room: room))
    }

    var body: some View {
        Button("Send in \(session.room)") {
            session.sent += 1
            print("\(session.room) sent \(session.sent)")
        }
    }
}

struct ChatApp: View {
    @State private var room = "general"

    var body: some View {
        VStack {
            Button("Go to random") { room = "random" }
            ChatRoom(room: room)
                .id(room)
        }
    }
}

:mount ChatApp()
:tap "Send in general"
:tap "Go to random"
:tap "Send in random"
// expect: general sent 1
// expect: session general deinit
// expect: random sent 1
