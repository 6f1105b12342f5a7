// App-organization style: a shared model outlives the screen that edits it: the app store's @Observable notes are handed to a pushed editor with @Bindable; each keystroke re-runs the covered list row that reads the title; popping keeps the edit, and the editor's own word counter (@State) is gone
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
final class NotesStore {
    var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    init() { print("NotesStore init") }
}

final class EditSession {
    init() { print("EditSession init") }
    deinit { print("EditSession deinit") }
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
    @State private var session = EditSession()

    var body: some View {
        Form {
            TextField("Title", text: $note.title)
        }
    }
}

struct NotesList: View {
    @Environment(NotesStore.self) private var store

    var body: some View {
        let _ = print("NotesList body")
        NavigationStack {
            List(store.notes) { note in
                NavigationLink(value: note.id) {
                    NoteRow(note: note)
                }
            }
            .navigationDestination(for: Int.self) { id in
                if let note = store.notes.first(where: { $0.id == id }) {
                    NoteEditor(note: note)
                }
            }
        }
    }
}

@main
struct NotesApp: App {
    @State private var store = NotesStore()

    var body: some Scene {
        WindowGroup {
            NotesList()
                .environment(store)
        }
    }
}

:mount NotesApp()
// expect: NotesStore init
// expect: NotesList body
// expect: NoteRow body: Groceries
// expect: NoteRow body: Ideas
:tap "Ideas"
// expect: EditSession init
:type "!" into "Title"
// expect: NoteRow body: Ideas!
:back
// expect: EditSession deinit
