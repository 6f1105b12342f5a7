// Stack Overflow style (discard changes?): a confirmationDialog inside a sheet asks before discarding typed text; its destructive button calls the sheet's dismiss(), and the presenter's onDismiss runs (rules §15.11, §15.12, §13.1, §13.2)
import SwiftUI

struct ComposeView: View {
    @State private var message = ""
    @State private var confirmDiscard = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ComposeView.body \"\(message)\"")
        VStack {
            TextField("Message", text: $message)
            Button("Cancel") {
                if message.isEmpty {
                    dismiss()
                } else {
                    confirmDiscard = true
                }
            }
        }
        .confirmationDialog("Discard this message?", isPresented: $confirmDiscard) {
            Button("Discard Changes", role: .destructive) { dismiss() }
            Button("Keep Editing", role: .cancel) { print("keep editing") }
        }
    }
}

struct MailboxView: View {
    @State private var composing = false
    var body: some View {
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing, onDismiss: { print("compose dismissed") }) {
                ComposeView()
            }
    }
}
:mount MailboxView()
:tap "Compose"
// expect: ComposeView.body ""
:type "Hi" into "Message"
// expect: ComposeView.body "H"
// expect: ComposeView.body "Hi"
:tap "Cancel"
:tap "Keep Editing"
// expect: keep editing
:tap "Cancel"
:tap "Discard Changes"
// expect: compose dismissed
:tap "Compose"
// expect: ComposeView.body ""
:tap "Cancel"
// expect: compose dismissed
