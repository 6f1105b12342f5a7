// Q (Stack Overflow style): "Sheet shows the wrong (or empty) note the first time I open it"
// "I used `.sheet(isPresented:)` plus a separate `selectedNote` @State that the sheet's content reads; the first
// time, the sheet sometimes showed the previous note. What's the proper way?"
// Accepted answer: use `sheet(item:)` with an Identifiable item. SwiftUI presents when the item becomes non-nil and
// builds the content only then, in the presented hierarchy, with the unwrapped item, so it can't be stale (rules
// §13.1). Dismissing sets the binding back to nil, then calls onDismiss (rules §13.1). NotesView's body never reads
// `editingNote` (the `$editingNote` binding is not a read, rules §3.5, §8.7), so opening and closing the sheet doesn't
// re-run it.
// Source: rules §13.1, §3.5, §8.7; Apple https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI

struct Note: Identifiable {
    let id: Int
    var title: String
}

struct NoteEditor: View {
    let note: Note

    init(note: Note) {
        self.note = note
        print("NoteEditor init: \(note.title)")
    }

    var body: some View {
        let _ = print("NoteEditor body: \(note.title)")
        Text("Editing \(note.title)")
    }
}

struct NotesView: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var editingNote: Note?

    var body: some View {
        let _ = print("NotesView body")
        List(notes) { note in
            Button("Edit \(note.title)") { editingNote = note }
        }
        .sheet(item: $editingNote, onDismiss: { print("sheet dismissed") }) { note in
            NoteEditor(note: note)
        }
    }
}

:mount NotesView()
// expect: NotesView body
:tap "Edit Ideas"
// expect: NoteEditor init: Ideas
// expect: NoteEditor body: Ideas
:dismiss
// expect: sheet dismissed
:tap "Edit Groceries"
// expect: NoteEditor init: Groceries
// expect: NoteEditor body: Groceries
