// Apple Developer Forums style (edits in the detail do not show in my list, and deleting crashes): a pushed detail bound through ForEach($notes) writes back to the list and survives a delete (rules §15.1, §15.2, §14.3, §9.3)
import SwiftUI

struct Note: Identifiable {
    let id: Int
    var title: String
}

struct NoteDetail: View {
    @Binding var note: Note
    var body: some View {
        let _ = print("detail body \(note.title)")
        TextField("Title", text: $note.title)
    }
}

struct NotesList: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    var body: some View {
        let _ = print("NotesList body \(notes.map(\.title))")
        NavigationStack {
            List {
                ForEach($notes) { $note in
                    NavigationLink(note.title) {
                        NoteDetail(note: $note)
                    }
                }
                .onDelete { offsets in notes.remove(atOffsets: offsets) }
            }
        }
    }
}

:mount NotesList()
// expect: NotesList body ["Groceries", "Ideas"]
:tap "Groceries"
// expect: detail body Groceries
:type "!" into "Title"
// expect: NotesList body ["Groceries!", "Ideas"]
// expect: detail body Groceries!
:back
:delete "Groceries!"
// expect: NotesList body ["Ideas"]
:tap "Ideas"
// expect: detail body Ideas
