// Swift by Sundell, "Bindable SwiftUI list elements", https://www.swiftbysundell.com/articles/bindable-swiftui-list-elements/ — editing the notes of an ObservableObject list through bindings: `ForEach(list.notes.indices)` with `$list.notes[index]` never shows a note added later, while Swift 5.5's `ForEach($list.notes) { $note in }` follows the array
// John Sundell: iterating over `list.notes.indices` to get bindings "won't handle insertions"; Apple's
// ForEach(Range<Int>) page: "The instance only reads the initial value of the provided data and doesn't need to
// identify views across updates" (rules §15.1). With `ForEach($list.notes)` each row gets a binding to its
// element, and an edit in the pushed NoteEditView writes through to the list, which re-renders the edited row.
import SwiftUI

struct Note: Hashable, Identifiable {
    let id: UUID
    var title: String
    var body: String
}

class NoteList: ObservableObject {
    @Published var notes: [Note]

    init(titles: [String]) {
        notes = titles.map { Note(id: UUID(), title: $0, body: "") }
    }
}

struct NoteRow: View {
    let title: String

    var body: some View {
        let _ = print("row body: \(title)")
        Text(title)
    }
}

struct NoteEditView: View {
    @Binding var note: Note

    var body: some View {
        Form {
            TextField("Title", text: $note.title)
            TextEditor(text: $note.body)
        }
    }
}

struct IndicesListView: View {
    @ObservedObject var list: NoteList

    var body: some View {
        let _ = print("indices list: \(list.notes.count) notes")
        NavigationStack {
            List {
                ForEach(list.notes.indices) { index in
                    NavigationLink(destination: NoteEditView(note: $list.notes[index])) {
                        NoteRow(title: list.notes[index].title)
                    }
                }
                Button("Add note") {
                    list.notes.append(Note(id: UUID(), title: "Ideas", body: ""))
                }
            }
        }
    }
}

struct BindingListView: View {
    @ObservedObject var list: NoteList

    var body: some View {
        let _ = print("binding list: \(list.notes.count) notes")
        NavigationStack {
            List {
                ForEach($list.notes) { $note in
                    NavigationLink(destination: NoteEditView(note: $note)) {
                        NoteRow(title: note.title)
                    }
                }
                Button("Add note") {
                    list.notes.append(Note(id: UUID(), title: "Ideas", body: ""))
                }
            }
        }
    }
}

:mount IndicesListView(list: NoteList(titles: ["Shopping"]))
// expect: indices list: 1 notes
// expect: row body: Shopping
:tap "Add note"
// expect: indices list: 2 notes
:mount BindingListView(list: NoteList(titles: ["Shopping"]))
// expect: binding list: 1 notes
// expect: row body: Shopping
:tap "Add note"
// expect: binding list: 2 notes
// expect: row body: Ideas
:tap "Ideas"
:type "!" into "Title"
// expect: binding list: 2 notes
// expect: row body: Ideas!
:back
