// Apple "Migrating to new navigation types" style notes app: NavigationStack(path:) with a [Note] path, links by value, a "see also" link inside a detail, dismiss() to go back, and a New Note button that appends to the notes and the path in one action
import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct NoteDetail: View {
    @Environment(\.dismiss) private var dismiss
    let note: Note
    let related: Note?

    var body: some View {
        let _ = print("NoteDetail body: \(note.title)")
        VStack {
            Text(note.title)
            if let related {
                NavigationLink("See also: \(related.title)", value: related)
            }
            Button("Close") { dismiss() }
        }
        .navigationTitle(note.title)
        .onAppear { print("\(note.title) appeared") }
        .onDisappear { print("\(note.title) disappeared") }
    }
}

struct NotesView: View {
    @State private var path: [Note] = []
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]

    var body: some View {
        let _ = print("NotesView body: \(notes.count) notes")
        NavigationStack(path: $path) {
            List(notes) { note in
                NavigationLink(note.title, value: note)
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                NoteDetail(note: note, related: note.id == 1 ? notes[1] : nil)
            }
            .toolbar {
                Button("New Note") {
                    let note = Note(id: notes.count + 1, title: "Journal")
                    notes.append(note)
                    path.append(note)
                    print("path: \(path.map(\.title))")
                }
            }
        }
    }
}

:mount NotesView()
// expect: NotesView body: 2 notes
:tap "Groceries"
// expect: NoteDetail body: Groceries
// expect: Groceries appeared
:tap "See also: Ideas"
// expect: NoteDetail body: Ideas
// expect: Ideas appeared
// expect: Groceries disappeared
:tap "Close"
// expect: Groceries appeared
// expect: Ideas disappeared
:back
// expect: Groceries disappeared
:tap "New Note"
// expect: path: ["Journal"]
// expect: NotesView body: 3 notes
// expect: NoteDetail body: Journal
// expect: Journal appeared
