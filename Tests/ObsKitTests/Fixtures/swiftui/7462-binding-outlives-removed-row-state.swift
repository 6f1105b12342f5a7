// SwiftUI Lab style: a row hands its own `$text` up to its parent, and the parent writes through it after the row is gone
// What SwiftUI does: while the row lives, the stashed binding is its `@State`'s: a write through it re-runs the row,
// which read the text (rules §3.4, §3.5). Hiding the row destroys its node (rules §1.1); its storage is invalidated,
// so a binding that outlives it writes nowhere, and it keeps its last value for whoever still holds it (rules §1.4).
// Showing the row again makes a new node whose `@State` starts from its initial value (rules §1.1, §3.2).
// Sources: rules §1.1, §1.4, §3.2, §3.4, §3.5, §11.1; https://developer.apple.com/documentation/swiftui/state
import SwiftUI

final class BindingStash {
    var note: Binding<String>?
}

struct DraftNote: View {
    @State private var text = ""
    let register: (Binding<String>) -> Void

    var body: some View {
        let _ = print("DraftNote body: '\(text)'")
        TextField("Note", text: $text)
            .onAppear { register($text) }
            .onDisappear { print("DraftNote disappeared") }
    }
}

struct NotesPanel: View {
    @State private var showsDraft = true
    @State private var stash = BindingStash()

    var body: some View {
        let _ = print("NotesPanel body: draft \(showsDraft ? "shown" : "hidden")")
        VStack {
            if showsDraft {
                DraftNote { binding in stash.note = binding }
            }
            Button(showsDraft ? "Hide draft" : "Show draft") { showsDraft.toggle() }
            Button("Write late") { stash.note?.wrappedValue = "late" }
            Button("Write ghost") { stash.note?.wrappedValue = "ghost" }
            Button("Read saved binding") { print("saved binding reads '\(stash.note?.wrappedValue ?? "none")'") }
        }
    }
}

:mount NotesPanel()
// expect: NotesPanel body: draft shown
// expect: DraftNote body: ''
:type "Hi" into "Note"
// expect: DraftNote body: 'H'
// expect: DraftNote body: 'Hi'
:tap "Read saved binding"
// expect: saved binding reads 'Hi'
:tap "Write late"
// expect: DraftNote body: 'late'
:tap "Hide draft"
// expect: NotesPanel body: draft hidden
// expect: DraftNote disappeared
:tap "Write ghost"
:tap "Read saved binding"
// expect: saved binding reads 'late'
:tap "Show draft"
// expect: NotesPanel body: draft shown
// expect: DraftNote body: ''
:tap "Read saved binding"
// expect: saved binding reads ''
