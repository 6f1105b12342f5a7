// Beginner tutorial style: a notes app whose rows open a detail sheet, editing an @Observable note with @Bindable.
// What SwiftUI does: `sheet(item:)` presents when the item becomes non-nil and builds its content then, in the
// presented hierarchy (rules §13.1); the list only made `$selectedNote`, so presenting runs no list body (rules §8.7).
// `$note.text` reads `text` in the detail's body, so each keystroke re-runs the detail (rules §8.5); the list's rows
// read only `title` and do not run. `:dismiss` sets the item to nil, then calls `onDismiss` (rules §13.1); showing the
// note again builds a new detail, which sees the edited text.
import SwiftUI
import Observation

@Observable
final class Note: Identifiable {
    let id = UUID()
    var title: String
    var text: String
    init(title: String, text: String) { self.title = title; self.text = text }
}

struct NoteDetail: View {
    @Bindable var note: Note

    var body: some View {
        let _ = print("detail \(note.title): \(note.text)")
        Form {
            TextField("Title", text: $note.title)
            TextField("Note", text: $note.text)
        }
    }
}

struct NotesListView: View {
    @State private var notes = [Note(title: "Groceries", text: "eggs, milk"),
                                Note(title: "Ideas", text: "a habit app")]
    @State private var selectedNote: Note?

    var body: some View {
        let _ = print("list: \(notes.count) notes")
        NavigationStack {
            List(notes) { note in
                Button(note.title) { selectedNote = note }
            }
            .navigationTitle("Notes")
            .sheet(item: $selectedNote, onDismiss: { print("sheet closed") }) { note in
                NoteDetail(note: note)
            }
        }
    }
}

:mount NotesListView()
// expect: list: 2 notes
:tap "Groceries"
// expect: detail Groceries: eggs, milk
:type "!" into "Note"
// expect: detail Groceries: eggs, milk!
:dismiss
// expect: sheet closed
:tap "Groceries"
// expect: detail Groceries: eggs, milk!
