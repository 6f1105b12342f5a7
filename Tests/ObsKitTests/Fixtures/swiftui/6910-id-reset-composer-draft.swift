// `.id(recipient)` to reset a message composer's draft when the conversation changes, next to a note field
// without `.id` that keeps its text (a standard Stack Overflow answer to "how do I reset @State when a parameter
// changes?").
// What SwiftUI does: when the value in `.id(_:)` changes, the view is a new identity: its @State starts from the
// initial value, the old one disappears and the new one appears (Apple, id(_:):
// https://developer.apple.com/documentation/swiftui/view/id(_:); rules §1.3, §11.1: all disappears before any
// appear, after the update). Without `.id`, the same node gets a new `recipient` and keeps its @State
// (rules §3.2); its body runs because its value differs (rules §2.7).
import SwiftUI

struct MessageComposer: View {
    let recipient: String
    @State private var draft = ""

    var body: some View {
        let _ = print("MessageComposer body, to \(recipient), draft '\(draft)'")
        TextField("Message", text: $draft)
            .onAppear { print("composer appeared for \(recipient)") }
            .onDisappear { print("composer disappeared for \(recipient)") }
    }
}

struct NoteComposer: View {
    let recipient: String
    @State private var note = ""

    var body: some View {
        let _ = print("NoteComposer body, to \(recipient), note '\(note)'")
        TextField("Note", text: $note)
    }
}

struct ConversationScreen: View {
    @State private var recipient = "Alice"

    var body: some View {
        VStack {
            MessageComposer(recipient: recipient)
                .id(recipient)
            NoteComposer(recipient: recipient)
            Button("Switch to Bob") { recipient = "Bob" }
        }
    }
}

:mount ConversationScreen()
// expect: MessageComposer body, to Alice, draft ''
// expect: NoteComposer body, to Alice, note ''
// expect: composer appeared for Alice
:type "Hi" into "Message"
// expect: MessageComposer body, to Alice, draft 'H'
// expect: MessageComposer body, to Alice, draft 'Hi'
:type "ok" into "Note"
// expect: NoteComposer body, to Alice, note 'o'
// expect: NoteComposer body, to Alice, note 'ok'
:tap "Switch to Bob"
// expect: MessageComposer body, to Bob, draft ''
// expect: NoteComposer body, to Bob, note 'ok'
// expect: composer disappeared for Alice
// expect: composer appeared for Bob
