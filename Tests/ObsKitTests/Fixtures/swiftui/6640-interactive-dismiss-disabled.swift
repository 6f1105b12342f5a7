// Follows Apple's page "interactiveDismissDisabled(_:)"
// (developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)), whose example disables the swipe
// while a draft has changes and closes the sheet with a toolbar button: here a message composer.
// - With the condition false the sheet can be swiped away (:dismiss), and onDismiss runs (rules §13.1); with it
//   true the swipe does nothing: only the app's own control closes the sheet (Apple's page; rules §15.11), so the
//   last :dismiss is refused with the message the corpus README records.
// - The composer's "Send" calls dismiss() (Apple `dismissaction`; rules §15.12); the action prints before the
//   sheet goes, and onDismiss runs once it has gone.
// - The presenter owns the draft as @StateObject and reads it, so each keystroke (one turn each, README `:type`)
//   runs its body once (rules §6.5, §10.1). presentationDetents only changes the sheet's height (cosmetic).
// - The composer's body prints nothing (presenter and sheet both update per keystroke, in an unspecified order).
import SwiftUI

final class MessageDraft: ObservableObject {
    @Published var text = ""
    var hasChanges: Bool { !text.isEmpty }
}

struct ComposeSheet: View {
    @ObservedObject var draft: MessageDraft
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Message", text: $draft.text)
            }
            .navigationTitle("New Message")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") {
                        print("sending \(draft.text)")
                        dismiss()
                    }
                }
            }
        }
        .presentationDetents([.medium, .large])
        .interactiveDismissDisabled(draft.hasChanges)
        .onAppear { print("composer appeared") }
    }
}

struct ComposeView: View {
    @StateObject private var draft = MessageDraft()
    @State private var isComposing = false

    var body: some View {
        let _ = print("ComposeView body, \(draft.text.count) characters")
        Button("New Message") { isComposing = true }
            .sheet(isPresented: $isComposing, onDismiss: {
                print("composer dismissed, changes: \(draft.hasChanges)")
            }) {
                ComposeSheet(draft: draft)
            }
    }
}

:mount ComposeView()
// expect: ComposeView body, 0 characters
:tap "New Message"
// expect: composer appeared
:dismiss
// expect: composer dismissed, changes: false
:tap "New Message"
// expect: composer appeared
:type "Hi" into "Message"
// expect: ComposeView body, 1 characters
// expect: ComposeView body, 2 characters
:tap "Send"
// expect: sending Hi
// expect: composer dismissed, changes: true
:tap "New Message"
// expect: composer appeared
:dismiss
// expect-error: this sheet can't be dismissed by a swipe: interactiveDismissDisabled
