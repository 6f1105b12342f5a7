// architecture style: a chat room view whose @Observable view model lives in @State, made in the view's init from the room id, with `.id(room)` so a new room gets a new view and model: the new model is made in the parent's body (the init), the old view's model is released when its node goes, and the new node installs the current value (rules §3.1, §3.2, §1.3, §1.4, §8.3)
import SwiftUI

@Observable
final class ChatViewModel {
    let roomID: Int
    var messages = 0

    init(roomID: Int) {
        self.roomID = roomID
        print("ChatViewModel init room \(roomID)")
    }
    deinit { print("ChatViewModel deinit room \(roomID)") }
}

struct ChatRoomView: View {
    @State private var viewModel: ChatViewModel

    init(roomID: Int) {
        _viewModel = State(initialValue: ChatViewModel(roomID: roomID))
    }

    var body: some View {
        let _ = print("ChatRoomView body: room \(viewModel.roomID) msgs \(viewModel.messages)")
        Button("Send") { viewModel.messages += 1 }
    }
}

struct ChatShell: View {
    @State private var room = 1

    var body: some View {
        let _ = print("ChatShell body: \(room)")
        VStack {
            Button("Next room") { room += 1 }
            ChatRoomView(roomID: room)
                .id(room)
        }
    }
}

:mount ChatShell()
// expect: ChatShell body: 1
// expect: ChatViewModel init room 1
// expect: ChatRoomView body: room 1 msgs 0
:tap "Send"
// expect: ChatRoomView body: room 1 msgs 1
:tap "Next room"
// expect: ChatShell body: 2
// expect: ChatViewModel init room 2
// expect: ChatViewModel deinit room 1
// expect: ChatRoomView body: room 2 msgs 0
:tap "Send"
// expect: ChatRoomView body: room 2 msgs 1
