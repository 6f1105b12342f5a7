// HWS "sheet(isPresented:)" style: a button sets a @State flag and the sheet's content owns an @Observable draft in @State; the presenting body never reads the flag, so showing runs only the sheet; dismissing releases the draft, showing again makes a new one (rules §8.7, T4, §1.4, §3.1)
import SwiftUI

@Observable
final class DraftNote {
    var text = ""
    init() { print("DraftNote init") }
    deinit { print("DraftNote deinit") }
}

struct ComposeSheet: View {
    @State private var draft = DraftNote()

    var body: some View {
        let _ = print("ComposeSheet body: '\(draft.text)'")
        VStack {
            Text("New note")
                .font(.headline)
            TextField("Note", text: $draft.text)
        }
        .padding()
    }
}

struct InboxView: View {
    @State private var showingCompose = false

    var body: some View {
        let _ = print("InboxView body")
        VStack {
            Text("Inbox")
            Button("Compose") {
                showingCompose = true
            }
        }
        .sheet(isPresented: $showingCompose) {
            ComposeSheet()
        }
    }
}

:mount InboxView()
// expect: InboxView body
:tap "Compose"
// expect: DraftNote init
// expect: ComposeSheet body: ''
:type "Hi" into "Note"
// expect: ComposeSheet body: 'H'
// expect: ComposeSheet body: 'Hi'
:dismiss
// expect: DraftNote deinit
:tap "Compose"
// expect: DraftNote init
// expect: ComposeSheet body: ''
