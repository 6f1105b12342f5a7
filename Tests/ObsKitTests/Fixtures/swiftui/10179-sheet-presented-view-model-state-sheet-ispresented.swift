// stack-overflow style: a sheet presented from view-model state (`.sheet(isPresented: $model.showingCompose)`) — the method that sets the flag publishes, so the presenter re-renders and the sheet's content is built; the sheet's own @State text is only bound, never read in its body, so typing runs no body; Send appends and clears the flag in one update; a swipe-down writes false through the binding (rules §8.7, §3.5, §13.1, §10.1)
import SwiftUI

final class InboxModel: ObservableObject {
    @Published var showingCompose = false
    @Published var drafts: [String] = []

    func compose() { showingCompose = true }

    func send(_ text: String) {
        print("send \(text)")
        drafts.append(text)
        showingCompose = false
    }
}

struct ComposeSheet: View {
    let onSend: (String) -> Void
    @State private var text = ""

    var body: some View {
        let _ = print("ComposeSheet body")
        VStack {
            TextField("Message", text: $text)
            Button("Send") { onSend(text) }
        }
    }
}

struct InboxView: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        let _ = print("InboxView body: \(model.drafts.count) drafts, composing=\(model.showingCompose)")
        VStack {
            Button("Compose") { model.compose() }
        }
        .sheet(isPresented: $model.showingCompose) {
            ComposeSheet(onSend: { model.send($0) })
        }
    }
}

:mount InboxView()
// expect: InboxView body: 0 drafts, composing=false
:tap "Compose"
// expect: InboxView body: 0 drafts, composing=true
// expect: ComposeSheet body
:type "Hi" into "Message"
:tap "Send"
// expect: send Hi
// expect: InboxView body: 1 drafts, composing=false
:tap "Compose"
// expect: InboxView body: 1 drafts, composing=true
// expect: ComposeSheet body
:dismiss
// expect: InboxView body: 1 drafts, composing=false
