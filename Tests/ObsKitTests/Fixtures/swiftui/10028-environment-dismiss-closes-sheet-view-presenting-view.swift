// Swift with Majid style: @Environment(\.dismiss) closes the sheet its view is in; the presenting view does not read its flag, so showing and cancelling run no presenter body, the sheet's @State starts fresh at each presentation, and onDismiss runs after the sheet is gone (rules §15.12, §13.1, §8.7, §3.5, §1.4)
import SwiftUI

struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss
    let onSend: (String) -> Void
    @State private var text = ""

    var body: some View {
        let _ = print("ComposeSheet body: '\(text)'")
        VStack {
            TextField("Message", text: $text)
            Button("Send") {
                onSend(text)
                dismiss()
            }
            Button("Cancel") { dismiss() }
        }
    }
}

struct ChatView: View {
    @State private var messages: [String] = []
    @State private var composing = false

    var body: some View {
        let _ = print("ChatView body: \(messages.count) messages")
        VStack {
            ForEach(messages, id: \.self) { message in
                Text(message)
            }
            Button("Compose") { composing = true }
        }
        .sheet(isPresented: $composing, onDismiss: { print("sheet dismissed") }) {
            ComposeSheet { messages.append($0) }
        }
    }
}

:mount ChatView()
// expect: ChatView body: 0 messages
:tap "Compose"
// expect: ComposeSheet body: ''
:type "hi" into "Message"
// expect: ComposeSheet body: 'h'
// expect: ComposeSheet body: 'hi'
:tap "Send"
// expect: ChatView body: 1 messages
// expect: sheet dismissed
:tap "Compose"
// expect: ComposeSheet body: ''
:tap "Cancel"
// expect: sheet dismissed
