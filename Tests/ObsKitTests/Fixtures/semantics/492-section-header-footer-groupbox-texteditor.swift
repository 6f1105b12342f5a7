// Section's header and footer, and GroupBox's label, are @ViewBuilder arguments its initializer calls
// (Apple: Section.init(content:header:footer:), GroupBox.init(content:label:)): they are built while the
// body runs, so what they read is the body's dependency and a button in a footer is on screen and tappable.
// TextEditor(text:) edits its binding as a text field does (ObsREPL types into it as "TextEditor", rules
// §15.9). A row link whose label shows several texts answers to one of them (ObsREPL's choice, rules §15.3).
import SwiftUI

final class Notes: ObservableObject {
    @Published var body = ""
    @Published var saved = 0
}

struct Editor: View {
    @StateObject private var notes = Notes()
    @State private var lastSaved = "never"
    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
        Form {
            Section {
                TextEditor(text: $notes.body)
            } header: {
                Text("Draft (\(notes.body.count) characters)")
            } footer: {
                Button("Save") {
                    notes.saved += 1
                    lastSaved = "version \(notes.saved)"
                }
            }
            GroupBox {
                Text("Saved: \(lastSaved)")
            } label: {
                Label("Status", systemImage: "tray")
            }
            NavigationLink(value: 1) {
                HStack { Text("History"); Text("\(notes.saved)") }
            }
        }
        .navigationDestination(for: Int.self) { _ in Text("History of \(notes.saved)") }
        }
    }
}

:mount Editor()
:type "Hi" into "TextEditor"
:tap "Save"
:screen
:tap "History"
:screen

// expect: Editor: @self, @identity, _notes, _lastSaved changed.
// expect: Editor: _notes changed.
// expect: Editor: _notes changed.
// expect: Editor: _notes, _lastSaved changed.
// expect: ╭────────────────────────────────────╮
// expect: │▸Draft (2 characters)               │
// expect: │▸[TextEditor: Hi_]                  │
// expect: │▸[ Save ]                           │
// expect: │▸────                               │
// expect: │▸Status                             │
// expect: │▸Saved: version 1                   │
// expect: │▸History 1  ›                       │
// expect: │▸────                               │
// expect: ╰────────────────────────────────────╯
// expect: ╭────────────────────────────────────╮
// expect: │ ‹ Back                             │
// expect: │▸History of 1                       │
// expect: ╰────────────────────────────────────╯
