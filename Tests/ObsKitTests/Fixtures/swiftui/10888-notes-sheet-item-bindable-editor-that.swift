// Apple tutorial style (notes): sheet(item:) with a @Bindable editor that edits the model live, onDismiss, the list's body not depending on the selection (rules §13.1, §8.5, §8.7, §3.5)
import SwiftUI
import Observation

@Observable
final class Note: Identifiable {
    let id = UUID()
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class NoteStore {
    var notes = [Note(title: "Groceries"), Note(title: "Ideas")]
}

struct NoteEditor: View {
    @Bindable var note: Note
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let _ = print("editor \(note.title)")
        NavigationStack {
            Form {
                TextField("Title", text: $note.title)
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct NotesView: View {
    @Environment(NoteStore.self) private var store
    @State private var selected: Note?

    var body: some View {
        let _ = print("notes: \(store.notes.count)")
        NavigationStack {
            List(store.notes) { note in
                Button(note.title) { selected = note }
            }
            .navigationTitle("Notes")
            .sheet(item: $selected, onDismiss: { print("dismissed") }) { note in
                NoteEditor(note: note)
            }
        }
    }
}

let noteStore = NoteStore()
:mount NotesView().environment(noteStore)
// expect: notes: 2
:tap "Ideas"
// expect: editor Ideas
:type "!" into "Title"
// expect: editor Ideas!
:tap "Done"
// expect: dismissed
:tap "Ideas!"
// expect: editor Ideas!
:dismiss
// expect: dismissed
print(noteStore.notes.map(\.title))
// expect: ["Groceries", "Ideas!"]
