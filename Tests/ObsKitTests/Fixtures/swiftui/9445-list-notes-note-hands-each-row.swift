// SwiftUI from a tutorial pattern: https://swiftbysundell.com/articles/bindable-swiftui-list-elements (ForEach($list.notes) { $note in ... } hands each row a Binding to its element, which a pushed NoteEditView edits; the @Published array changes on each keystroke, so the list and the editor both update)
// Since Xcode 13, `ForEach($collection) { $element in }` gives each row a binding into the collection (Apple:
// ForEach.init(_:content:) with a Binding to a RandomAccessCollection). Writing through it writes `list.notes`, a
// @Published property: the NoteList sends objectWillChange, the list view that holds it with @StateObject runs its
// body (parents before children), and the pushed editor, whose binding now reads a new title, runs after it.
// - Push "Groceries", type "!": list body, then editor body, per keystroke.
// - Back, push "Ideas", type "?".
import SwiftUI
import Foundation

struct Note: Hashable, Identifiable {
    let id: Int
    var title: String
    var text: String
}

final class NoteList: ObservableObject {
    @Published var notes = [
        Note(id: 1, title: "Groceries", text: "Milk, eggs"),
        Note(id: 2, title: "Ideas", text: "A SwiftUI app"),
    ]
}

struct NoteEditView: View {
    @Binding var note: Note

    var body: some View {
        let _ = print("editor body: \(note.title)")
        Form {
            TextField("Title", text: $note.title)
            TextField("Text", text: $note.text)
        }
    }
}

struct NoteListView: View {
    @StateObject private var list = NoteList()

    var body: some View {
        let _ = print("list body: \(list.notes.map(\.title).joined(separator: " | "))")
        NavigationStack {
            List {
                ForEach($list.notes) { $note in
                    NavigationLink(note.title, destination: NoteEditView(note: $note))
                }
            }
        }
    }
}

:mount NoteListView()
// expect: list body: Groceries | Ideas
:tap "Groceries"
// expect: editor body: Groceries
:type "!" into "Title"
// expect: list body: Groceries! | Ideas
// expect: editor body: Groceries!
:back
:tap "Ideas"
// expect: editor body: Ideas
:type "?" into "Title"
// expect: list body: Groceries! | Ideas?
// expect: editor body: Ideas?
