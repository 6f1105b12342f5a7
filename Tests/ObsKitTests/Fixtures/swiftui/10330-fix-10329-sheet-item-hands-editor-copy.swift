// forms and editing style: the fix of 10329: sheet(item:) hands the editor a copy, kept in its own @State draft; Cancel drops it, Save sends it back through an intent closure; the list's body runs only on Save (rules §3.2, §13.1, §15.12)
import SwiftUI

struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct NoteEditor: View {
    @State private var draft: Note
    let onSave: (Note) -> Void
    @Environment(\.dismiss) private var dismiss

    init(note: Note, onSave: @escaping (Note) -> Void) {
        _draft = State(initialValue: note)
        self.onSave = onSave
    }

    var body: some View {
        let _ = print("NoteEditor body: \(draft.title)")
        NavigationStack {
            Form {
                TextField("Title", text: $draft.title)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct NotesList: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var editing: Note?

    var body: some View {
        let _ = print("NotesList body: \(notes.map(\.title))")
        List {
            ForEach(notes) { note in
                Button(note.title) { editing = note }
            }
        }
        .sheet(item: $editing) { note in
            NoteEditor(note: note) { updated in
                if let index = notes.firstIndex(where: { $0.id == updated.id }) {
                    notes[index] = updated
                }
            }
        }
    }
}

:mount NotesList()
// expect: NotesList body: ["Groceries", "Ideas"]
:tap "Ideas"
// expect: NoteEditor body: Ideas
:type "!" into "Title"
// expect: NoteEditor body: Ideas!
:tap "Cancel"
:tap "Ideas"
// expect: NoteEditor body: Ideas
:type "?" into "Title"
// expect: NoteEditor body: Ideas?
:tap "Save"
// expect: NotesList body: ["Groceries", "Ideas?"]
