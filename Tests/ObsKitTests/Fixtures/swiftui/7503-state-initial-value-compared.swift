// SwiftLee-style "Why doesn't my @State update when the parent passes a new value?": a note editor seeds its @State from an argument; a new note runs its body with `@self` but it keeps the old text, until `.id` gives it a new identity
// What SwiftUI does: `@State` compares its initial value, so a new `initialText` makes the editor differ and
// its body runs with `@self` (rules §2.5, §2.7); but the storage was made once, at install, and later initial
// values are ignored (rules §3.2), so it still shows "Groceries!". With `.id(selectedNote)` the new id resets
// the subtree: a new node, whose @State starts from the current value, printing `@self, @identity, _draft`
// (rules §1.3, §12.2). `:mount` replaces the first root.
// Sources: rules §1.3, §2.5, §2.7, §3.2, §12.1, §12.2; Apple "State".
import SwiftUI

struct NoteEditor: View {
    @State private var draft: String

    init(initialText: String) {
        _draft = State(initialValue: initialText)
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("NoteEditor shows: \(draft)")
        VStack {
            Text(draft)
            Button("Append !") { draft += "!" }
        }
    }
}

struct NotesScreen: View {
    @State private var selectedNote = "Groceries"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            NoteEditor(initialText: selectedNote)
            Button("Open Travel") { selectedNote = "Travel" }
        }
    }
}

struct NotesScreenWithID: View {
    @State private var selectedNote = "Groceries"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            NoteEditor(initialText: selectedNote)
                .id(selectedNote)
            Button("Open Travel") { selectedNote = "Travel" }
        }
    }
}

:mount NotesScreen()
// expect: NotesScreen: @self, @identity, _selectedNote changed.
// expect: NoteEditor: @self, @identity, _draft changed.
// expect: NoteEditor shows: Groceries
:tap "Append !"
// expect: NoteEditor: _draft changed.
// expect: NoteEditor shows: Groceries!
:tap "Open Travel"
// expect: NotesScreen: _selectedNote changed.
// expect: NoteEditor: @self changed.
// expect: NoteEditor shows: Groceries!
:mount NotesScreenWithID()
// expect: NotesScreenWithID: @self, @identity, _selectedNote changed.
// expect: NoteEditor: @self, @identity, _draft changed.
// expect: NoteEditor shows: Groceries
:tap "Open Travel"
// expect: NotesScreenWithID: _selectedNote changed.
// expect: NoteEditor: @self, @identity, _draft changed.
// expect: NoteEditor shows: Travel
