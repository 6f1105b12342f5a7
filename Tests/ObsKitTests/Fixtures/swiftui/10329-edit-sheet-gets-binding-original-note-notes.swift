// forms and editing style, PITFALL on purpose: the edit sheet gets a binding to the original note ($notes[index]) instead of a draft, so every keystroke changes the list behind it and Cancel has nothing to undo (rules §15.1, §3.5, §13.1)
import SwiftUI

struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct EditTarget: Identifiable {
    let id: Int
}

struct NoteSheet: View {
    @Binding var note: Note
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("NoteSheet body: \(note.title)")
        NavigationStack {
            Form {
                TextField("Title", text: $note.title)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

struct NotesList: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var target: EditTarget?

    var body: some View {
        let _ = print("NotesList body: \(notes.map(\.title))")
        List {
            ForEach(notes) { note in
                Button(note.title) { target = EditTarget(id: note.id) }
            }
        }
        .sheet(item: $target) { target in
            let index = notes.firstIndex(where: { $0.id == target.id })!
            NoteSheet(note: $notes[index])
        }
    }
}

:mount NotesList()
// expect: NotesList body: ["Groceries", "Ideas"]
:tap "Ideas"
// expect: NoteSheet body: Ideas
:type "!" into "Title"
// expect: NotesList body: ["Groceries", "Ideas!"]
// expect: NoteSheet body: Ideas!
:tap "Cancel"
:tap "Ideas!"
// expect: NoteSheet body: Ideas!
