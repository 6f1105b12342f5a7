// SwiftUI from Swift by Sundell: https://www.swiftbysundell.com/articles/bindable-swiftui-list-elements/ (ForEach($list.notes) hands each NavigationLink's NoteEditView a binding to its element; edits flow back into the ObservableObject and the list)
// John Sundell's note list: `NoteList: ObservableObject` with `@Published var notes: [Note]`; NoteListView
// uses `ForEach($list.notes) { $note in NavigationLink(note.title, destination: NoteEditView(note: $note)) }`
// (the Swift 5.5 form the article ends with), and NoteEditView edits `@Binding var note`. The article claims:
// - The binding writes straight into the array element inside the observable list, so the list shows
//   each edit without any code passing values back.
// - Each keystroke sets `notes`, a @Published property, so NoteListView runs again each time.
import SwiftUI
import Combine

struct Note: Hashable, Identifiable {
    let id: UUID
    var title: String
    var body: String
}

class NoteList: ObservableObject {
    @Published var notes: [Note]

    init(notes: [Note]) {
        self.notes = notes
    }
}

struct NoteEditView: View {
    @Binding var note: Note

    var body: some View {
        Form {
            TextField("Title", text: $note.title)
            TextField("Body", text: $note.body)
        }
        .navigationTitle(note.title)
    }
}

struct NoteListView: View {
    @ObservedObject var list: NoteList

    var body: some View {
        let _ = print("list: \(list.notes.map(\.title).joined(separator: ", "))")
        List {
            ForEach($list.notes) { $note in
                NavigationLink(note.title,
                    destination: NoteEditView(note: $note)
                )
            }
        }
    }
}

struct NotesRoot: View {
    @StateObject private var list = NoteList(notes: [
        Note(id: UUID(), title: "Groceries", body: "Milk"),
        Note(id: UUID(), title: "Ideas", body: "Write more")
    ])

    var body: some View {
        NavigationStack {
            NoteListView(list: list)
        }
    }
}

:mount NotesRoot()
// expect: list: Groceries, Ideas
:tap "Ideas"
:type "!?" into "Title"
// expect: list: Groceries, Ideas!
// expect: list: Groceries, Ideas!?
:back
