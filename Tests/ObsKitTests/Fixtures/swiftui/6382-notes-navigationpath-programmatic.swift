// NavigationStack(path:) lessons (HWS "Programmatic navigation with NavigationStack", Kodeco navigation chapters): a notes list whose "New Note" button appends to a [Int] path, an editor pushed by value with a TextField bound into the array, a nested "Related" push, and "Back to list" that empties the path (Apple: NavigationStack init(path:root:), navigationDestination(for:destination:); SEMANTICS §14 Navigation, §9 Binding; README :back pops the path binding too)
import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct NoteEditor: View {
    @Binding var note: Note
    @Binding var path: [Int]

    var body: some View {
        let _ = print("editor for note \(note.id): '\(note.title)'")
        Form {
            TextField("Title", text: $note.title)
            Button("Related") {
                path.append(note.id + 100)
            }
            Button("Back to list") {
                path.removeAll()
            }
        }
        .navigationTitle("Note \(note.id)")
    }
}

struct NotesHome: View {
    @State private var notes = [Note(id: 1, title: "Groceries")]
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(notes) { note in
                NavigationLink(note.title, value: note.id)
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Int.self) { id in
                if let index = notes.firstIndex(where: { $0.id == id }) {
                    NoteEditor(note: $notes[index], path: $path)
                } else {
                    Text("Related to note \(id - 100)")
                        .onAppear { print("related page for \(id - 100), path \(path)") }
                }
            }
            .toolbar {
                Button("New Note") {
                    let note = Note(id: notes.count + 1, title: "")
                    notes.append(note)
                    path.append(note.id)
                }
                Button("List") {
                    print(notes.map(\.title), "path \(path)")
                }
            }
        }
    }
}

:mount NotesHome()
:tap "New Note"
:type "Ideas" into "Title"
:tap "Related"
:back
:tap "Back to list"
:tap "List"
:tap "Groceries"
:back
:tap "List"

// expect: editor for note 2: ''
// expect: editor for note 2: 'I'
// expect: editor for note 2: 'Id'
// expect: editor for note 2: 'Ide'
// expect: editor for note 2: 'Idea'
// expect: editor for note 2: 'Ideas'
// expect: related page for 2, path [2, 102]
// expect: ["Groceries", "Ideas"] path []
// expect: editor for note 1: 'Groceries'
// expect: ["Groceries", "Ideas"] path []
