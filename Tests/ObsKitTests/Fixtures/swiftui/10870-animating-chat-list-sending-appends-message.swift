// Tutorial style (animating a chat list): sending appends a message inside withAnimation(.spring) and the new bubble slides in; typing into a field whose text the body never reads runs no body; only the new bubble's body runs (rules §3.5, §1.2, §2.3, §2.7, §11.1, §15.10, §15.15)
import SwiftUI

struct Message: Identifiable, Equatable {
    let id: Int
    let text: String
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        let _ = print("MessageBubble body: \(message.text)")
        Text(message.text)
            .padding(8)
            .background(Color.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
            .onAppear { print("bubble \(message.id) appeared") }
    }
}

struct ChatView: View {
    @State private var messages = [Message(id: 1, text: "Hi!")]
    @State private var draft = ""

    var body: some View {
        let _ = print("ChatView body: \(messages.count) messages")
        VStack {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(messages) { message in
                        MessageBubble(message: message)
                            .transition(.move(edge: .bottom).combined(with: .opacity))
                    }
                }
            }
            HStack {
                TextField("Message", text: $draft)
                Button("Send") {
                    let text = draft.trimmingCharacters(in: .whitespaces)
                    guard !text.isEmpty else {
                        print("nothing to send")
                        return
                    }
                    withAnimation(.spring(duration: 0.3)) {
                        messages.append(Message(id: messages.count + 1, text: text))
                    }
                    draft = ""
                }
            }
        }
    }
}

:mount ChatView()
// expect: ChatView body: 1 messages
// expect: MessageBubble body: Hi!
// expect: bubble 1 appeared
:type "Hello" into "Message"
:tap "Send"
// expect: ChatView body: 2 messages
// expect: MessageBubble body: Hello
// expect: bubble 2 appeared
:tap "Send"
// expect: nothing to send
:type "  " into "Message"
:tap "Send"
// expect: nothing to send
