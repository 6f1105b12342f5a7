// Apple "Bindable" (rows of @Observable items edited through $item in a TextField); rules §8.3, §8.5, §2.3 (same object reference: equal row), §2.6
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

@Observable
final class Notebook {
    var notes = [Note(id: 1, title: "Milk"), Note(id: 2, title: "Eggs")]
}

struct NoteRow: View {
    @Bindable var note: Note

    var body: some View {
        let _ = print("NoteRow \(note.id) body: \(note.title)")
        TextField("Note \(note.id)", text: $note.title)
    }
}

struct NotebookView: View {
    @State private var notebook = Notebook()

    var body: some View {
        let _ = print("NotebookView body: \(notebook.notes.count) notes")
        VStack {
            List {
                ForEach(notebook.notes) { note in
                    NoteRow(note: note)
                }
            }
            Button("Add") { notebook.notes.append(Note(id: 3, title: "Jam")) }
        }
    }
}

:mount NotebookView()
:type "s" into "Note 1"
:type "!!" into "Note 2"
:tap "Add"

// expect: NotebookView body: 2 notes
// expect: NoteRow 1 body: Milk
// expect: NoteRow 2 body: Eggs
// expect: NoteRow 1 body: Milks
// expect: NoteRow 2 body: Eggs!
// expect: NoteRow 2 body: Eggs!!
// expect: NotebookView body: 3 notes
// expect: NoteRow 3 body: Jam
