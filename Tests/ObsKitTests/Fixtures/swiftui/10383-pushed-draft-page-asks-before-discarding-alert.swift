// cookbook style: a pushed draft page asks before discarding with an alert; "Keep editing" (the cancel role) closes the alert, "Discard" calls dismiss(), which pops the page and its typed text with it; the alert's flag is never read, so showing it runs no body (rules §13.2, §15.12, §8.7, §1.4)
import SwiftUI

struct DraftPage: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var confirmDiscard = false

    var body: some View {
        let _ = print("DraftPage body: '\(text)'")
        VStack {
            TextField("Draft", text: $text)
            Button("Discard") { confirmDiscard = true }
        }
        .alert("Discard draft?", isPresented: $confirmDiscard) {
            Button("Discard", role: .destructive) { dismiss() }
            Button("Keep editing", role: .cancel) { }
        }
        .onDisappear { print("DraftPage gone") }
    }
}

struct Inbox: View {
    var body: some View {
        let _ = print("Inbox body")
        NavigationStack {
            NavigationLink("Compose", value: 1)
                .navigationDestination(for: Int.self) { _ in
                    DraftPage()
                }
        }
    }
}

:mount Inbox()
// expect: Inbox body
:tap "Compose"
// expect: DraftPage body: ''
:type "Hi" into "Draft"
// expect: DraftPage body: 'H'
// expect: DraftPage body: 'Hi'
:tap "Discard"
:tap "Keep editing"
:type "!" into "Draft"
// expect: DraftPage body: 'Hi!'
:tap "Discard"
:tap "Discard"
// expect: DraftPage gone
:tap "Compose"
// expect: DraftPage body: ''
