// Apple "DismissAction" (dismiss() from any view inside the presentation) and "sheet(isPresented:onDismiss:content:)"; rules §15.12, §13.1, §8.7, §4.2, §1.4
import SwiftUI

final class DraftModel: ObservableObject {
    @Published var text = ""
    init() { print("DraftModel init") }
}

struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") {
            print("Close tapped")
            dismiss()
        }
    }
}

struct ComposeSheet: View {
    @StateObject private var draft = DraftModel()

    var body: some View {
        let _ = print("ComposeSheet body: '\(draft.text)'")
        VStack {
            TextField("Message", text: $draft.text)
            CloseButton()
        }
    }
}

struct Inbox: View {
    @State private var composing = false

    var body: some View {
        let _ = print("Inbox body")
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing, onDismiss: { print("onDismiss") }) {
                ComposeSheet()
            }
    }
}

:mount Inbox()
:tap "Compose"
:type "Hi" into "Message"
:tap "Close"
:tap "Compose"

// expect: Inbox body
// expect: DraftModel init
// expect: ComposeSheet body: ''
// expect: ComposeSheet body: 'H'
// expect: ComposeSheet body: 'Hi'
// expect: Close tapped
// expect: onDismiss
// expect: DraftModel init
// expect: ComposeSheet body: ''
