// Observation in depth style: editing an @Observable note in a sheet through @Bindable; the sheet(item:) content is built when presented, each keystroke re-runs the row behind the sheet (it read title) and the editor (it made $note.title), and the list itself never runs again (rules §13.1, §8.5, §8.4, §3.5)
import SwiftUI

@Observable
final class Note: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        let _ = print("NoteRow body: \(note.title)")
        Text(note.title)
    }
}

struct NoteEditor: View {
    @Bindable var note: Note
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("NoteEditor body: \(note.title)")
        Form {
            TextField("Title", text: $note.title)
            Button("Done") { dismiss() }
        }
    }
}

struct NotesScreen: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var editing: Note?

    var body: some View {
        let _ = print("NotesScreen body")
        List(notes) { note in
            Button {
                editing = note
            } label: {
                NoteRow(note: note)
            }
        }
        .sheet(item: $editing) { note in
            NoteEditor(note: note)
        }
    }
}

:mount NotesScreen()
// expect: NotesScreen body
// expect: NoteRow body: Groceries
// expect: NoteRow body: Ideas
:tap "Groceries"
// expect: NoteEditor body: Groceries
:type "!" into "Title"
// expect: NoteRow body: Groceries!
// expect: NoteEditor body: Groceries!
:tap "Done"
:tap "Ideas"
// expect: NoteEditor body: Ideas
:dismiss
