// An ObservableObject that exposes a Combine `PassthroughSubject` for events, and a view that listens with
// `.onReceive(room.typing)` while it also shows the model's `@Published` messages (pre-Observation code).
// Expected: the subject's value reaches the action at once (rules §15.15: publishers deliver when they
// send); a new message shows through onChange; the field's onSubmit sends it.
import SwiftUI
import Combine

final class ChatRoom: ObservableObject {
    @Published var messages: [String] = []
    let typing = PassthroughSubject<String, Never>()

    func send(_ text: String, from user: String) {
        messages.append("\(user): \(text)")
    }

    func simulateTyping(by user: String) {
        typing.send(user)
    }
}

struct ChatView: View {
    @StateObject private var room = ChatRoom()
    @State private var typingUser: String?
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(room.messages, id: \.self) { message in
                Text(message)
            }
            if let typingUser {
                Text("\(typingUser) is typing…")
                    .italic()
            }
            TextField("Message", text: $draft)
                .onSubmit {
                    room.send(draft, from: "me")
                    draft = ""
                }
            Button("Sam types") { room.simulateTyping(by: "Sam") }
        }
        .onReceive(room.typing) { user in
            typingUser = user
            print("\(user) started typing")
        }
        .onChange(of: room.messages.count) { _, count in
            print("messages:", count, room.messages.last ?? "")
        }
    }
}

:mount ChatView()
:tap "Sam types"
:type "hey" into "Message"
:submit "Message"

// expect: Sam started typing
// expect: messages: 1 me: hey
