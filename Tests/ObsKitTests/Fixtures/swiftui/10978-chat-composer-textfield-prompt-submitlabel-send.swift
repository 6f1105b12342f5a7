// Hacking with Swift style (chat composer): a TextField with a prompt, .submitLabel(.send), onSubmit and a Send button sharing one method that trims, appends, clears and keeps the focus; Send is disabled while the draft is blank (rules §15.10, §3.4, §15.11)
import SwiftUI

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
}

struct ChatView: View {
    @State private var messages: [ChatMessage] = []
    @State private var draft = ""
    @FocusState private var composerFocused: Bool

    var body: some View {
        let _ = print("chat body: \(messages.count) messages")
        VStack {
            List(messages) { message in
                Text(message.text)
            }
            HStack {
                TextField("Message", text: $draft, prompt: Text("iMessage"))
                    .focused($composerFocused)
                    .submitLabel(.send)
                    .onSubmit(send)
                Button("Send", action: send)
                    .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            }
            .padding()
        }
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(ChatMessage(id: messages.count + 1, text: text))
        print("sent #\(messages.count): \(text)")
        draft = ""
        composerFocused = true
    }
}
:mount ChatView()
// expect: chat body: 0 messages
:type "Hi" into "Message"
// expect: chat body: 0 messages
// expect: chat body: 0 messages
:submit "Message"
// expect: sent #1: Hi
// expect: chat body: 1 messages
:type " " into "Message"
// expect: chat body: 1 messages
:submit "Message"
:type "ok" into "Message"
// expect: chat body: 1 messages
// expect: chat body: 1 messages
:tap "Send"
// expect: sent #2: ok
// expect: chat body: 2 messages
