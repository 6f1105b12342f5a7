// Issue 13 (A), a notes app with NavigationSplitView on iPhone: an @Observable model with the notes and the
// selected id (both with didSet logging), a sidebar `List(selection:)`, a detail editor bound to
// `$model.notes[index]`, and ContentUnavailableView when nothing is selected.
// Expected: a row tap selects (the detail is pushed); typing edits the note in the array; back (collapsed
// split view) clears the selection (assumed, see 2215).
import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

@Observable
final class NotesModel {
    var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")] {
        didSet { print("notes:", notes.map(\.title)) }
    }
    var selectedID: Note.ID? {
        didSet { print("selected", selectedID.map { String($0) } ?? "none") }
    }
}

struct NoteEditor: View {
    @Binding var note: Note

    var body: some View {
        Form {
            TextField("Title", text: $note.title)
        }
        .navigationTitle(note.title)
    }
}

struct NotesApp: View {
    @State private var model = NotesModel()

    var body: some View {
        NavigationSplitView {
            List(model.notes, selection: $model.selectedID) { note in
                Text(note.title)
            }
            .navigationTitle("Notes")
        } detail: {
            if let id = model.selectedID, let index = model.notes.firstIndex(where: { $0.id == id }) {
                NoteEditor(note: $model.notes[index])
            } else {
                ContentUnavailableView("Select a note", systemImage: "note.text")
            }
        }
    }
}

:mount NotesApp()
:tap "Groceries"
:type "!" into "Title"
:back
:tap "Ideas"

// expect: selected 1
// expect: notes: ["Groceries!", "Ideas"]
// expect: selected none
// expect: selected 2
