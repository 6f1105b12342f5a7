// Stack Overflow style: the accepted answer: select by id with `List(selection:)`, look the note up by id, and clear the selection in onDelete when its note goes (rules §15.7, §15.18, §15.2)
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

struct NotesScreen: View {
    @State private var notes = [
        Note(id: 1, title: "Groceries"),
        Note(id: 2, title: "Ideas"),
        Note(id: 3, title: "Trips"),
    ]
    @State private var selection: Note.ID?

    var body: some View {
        let _ = print("NotesScreen body: selected \(notes.first { $0.id == selection }?.title ?? "none")")
        List(selection: $selection) {
            ForEach(notes) { note in
                Text(note.title)
            }
            .onDelete { offsets in
                let removed = offsets.map { notes[$0].id }
                notes.remove(atOffsets: offsets)
                if let current = selection, removed.contains(current) {
                    selection = nil
                }
            }
        }
    }
}

:mount NotesScreen()
// expect: NotesScreen body: selected none
:tap "Ideas"
// expect: NotesScreen body: selected Ideas
:delete "Groceries"
// expect: NotesScreen body: selected Ideas
:delete "Ideas"
// expect: NotesScreen body: selected none
