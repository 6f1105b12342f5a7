// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a @StateObject made with StateObject(wrappedValue:) from an init parameter: the view's init runs again with a new room, the model is not remade)
// Apple's StateObject page, "Initialize state objects using external data": the initial value is an autoclosure, and
// SwiftUI "creates a new instance of the model object only once during the lifetime of the container that declares
// the state object"; it "doesn't create a new instance if a view's inputs change". So the closure runs once, before
// the view's first body, and a later room name passed to init is ignored by the model (only .id would make a new one).
// - Mount: the lobby's body makes the room view (its init prints), then the model is made, then the room's body.
// - "Go to random": the lobby's body runs, the room view's init runs with "random", its body runs (its `room` input
//   changed), but the model is still the one for "general".
// - "Mark unread": the model publishes, the room view's body runs again.
import SwiftUI

final class ChatRoomModel: ObservableObject {
    let room: String
    @Published var unread = 0

    init(room: String) {
        self.room = room
        print("model for \(room) made")
    }
}

struct ChatRoomView: View {
    let room: String
    @StateObject private var model: ChatRoomModel

    init(room: String) {
        self.room = room
        _model = StateObject(wrappedValue: ChatRoomModel(room: room))
        print("ChatRoomView init: \(room)")
    }

    var body: some View {
        let _ = print("showing \(room), model is for \(model.room), \(model.unread) unread")
        VStack {
            Text("#\(room)")
            Button("Mark unread") { model.unread += 1 }
        }
    }
}

struct Lobby: View {
    @State private var room = "general"

    var body: some View {
        let _ = print("lobby body")
        VStack {
            ChatRoomView(room: room)
            Button("Go to random") { room = "random" }
        }
    }
}

:mount Lobby()
// expect: lobby body
// expect: ChatRoomView init: general
// expect: model for general made
// expect: showing general, model is for general, 0 unread
:tap "Go to random"
// expect: lobby body
// expect: ChatRoomView init: random
// expect: showing random, model is for general, 0 unread
:tap "Mark unread"
// expect: showing random, model is for general, 1 unread
