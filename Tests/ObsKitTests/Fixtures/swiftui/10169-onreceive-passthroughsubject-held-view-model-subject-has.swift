// stack-overflow style: `onReceive` of a PassthroughSubject held by a view model — a subject has no current value, so nothing arrives on appear; a send delivers synchronously inside the button's action, the handler writes @State, and one body follows; an equal @State write changes nothing (rules §3.4, §10.1)
import SwiftUI
import Combine

final class ChatModel: ObservableObject {
    let incoming = PassthroughSubject<String, Never>()

    func simulate(_ text: String) {
        print("sending \(text)")
        incoming.send(text)
    }
}

struct ChatView: View {
    @StateObject private var chat = ChatModel()
    @State private var lastMessage = "none"

    var body: some View {
        let _ = print("ChatView body: last=\(lastMessage)")
        VStack {
            Text(lastMessage)
            Button("Receive hello") { chat.simulate("hello") }
            Button("Receive bye") { chat.simulate("bye") }
        }
        .onReceive(chat.incoming) { text in
            print("onReceive \(text)")
            lastMessage = text
        }
    }
}

:mount ChatView()
// expect: ChatView body: last=none
:tap "Receive hello"
// expect: sending hello
// expect: onReceive hello
// expect: ChatView body: last=hello
:tap "Receive hello"
// expect: sending hello
// expect: onReceive hello
:tap "Receive bye"
// expect: sending bye
// expect: onReceive bye
// expect: ChatView body: last=bye
