// A journal entry editor in a sheet that can't be swiped away once something was typed:
// `.interactiveDismissDisabled(!text.isEmpty)`, the answer to "prevent dismissing a sheet with unsaved changes"
// (own names and code).
// What SwiftUI does: while the condition is false a swipe closes the sheet; while it is true it doesn't
// (rules §15.11; Apple `interactiveDismissDisabled(_:)`). The editor's @State lives with the sheet's node, so each
// presentation starts empty (rules §1.4, §3.2); each keystroke runs the editor's body, which reads the text. "Save"
// appends through the binding and calls `dismiss()`, which writes the presentation flag before the update: the
// list's body runs once and the editor's `onDisappear` follows (rules §15.12, §10.3, §11.1). A swipe with unsaved
// text is refused: `:dismiss` reports it (rules §15.11).
// Sources: rules §1.4, §3.2, §10.3, §11.1, §15.11, §15.12;
// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
import SwiftUI

struct JournalEntryEditor: View {
    @Binding var entries: [String]
    @State private var text = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("JournalEntryEditor body: \(text.count) characters")
        NavigationStack {
            Form {
                TextField("Entry", text: $text)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Discard") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        entries.append(text)
                        dismiss()
                    }
                }
            }
        }
        .interactiveDismissDisabled(!text.isEmpty)
        .onDisappear { print("editor closed") }
    }
}

struct JournalView: View {
    @State private var entries: [String] = []
    @State private var isWriting = false

    var body: some View {
        let _ = print("JournalView body: \(entries.count) entries")
        VStack {
            ForEach(entries, id: \.self) { entry in
                Text(entry)
            }
            Button("New Entry") {
                isWriting = true
            }
        }
        .sheet(isPresented: $isWriting) {
            JournalEntryEditor(entries: $entries)
        }
    }
}

:mount JournalView()
// expect: JournalView body: 0 entries
:tap "New Entry"
// expect: JournalEntryEditor body: 0 characters
:dismiss
// expect: editor closed
:tap "New Entry"
// expect: JournalEntryEditor body: 0 characters
:type "Hi" into "Entry"
// expect: JournalEntryEditor body: 1 characters
// expect: JournalEntryEditor body: 2 characters
:tap "Save"
// expect: JournalView body: 1 entries
// expect: editor closed
:tap "New Entry"
// expect: JournalEntryEditor body: 0 characters
:type "Yo" into "Entry"
// expect: JournalEntryEditor body: 1 characters
// expect: JournalEntryEditor body: 2 characters
:dismiss
// expect-error: interactiveDismissDisabled
