// Stack Overflow style: "after deleting a row, the detail shows a different note, then the app crashes" (the asker's version: the selection is an index into the array)
// PITFALL (on purpose): deleting a row before the selected one shifts the array under the stored index, so "Ideas" becomes "Trips"; deleting again leaves the index past the end and the body's subscript traps (rules §15.2, §3.4; Swift's "Index out of range")
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
    @State private var selectedIndex: Int?

    var body: some View {
        let _ = print("NotesScreen body: selected \(selectedIndex.map { notes[$0].title } ?? "none")")
        List {
            ForEach(Array(notes.enumerated()), id: \.element.id) { index, note in
                Button(note.title) { selectedIndex = index }
            }
            .onDelete { offsets in
                notes.remove(atOffsets: offsets)
            }
        }
    }
}

:mount NotesScreen()
// expect: NotesScreen body: selected none
:tap "Ideas"
// expect: NotesScreen body: selected Ideas
:delete "Groceries"
// expect: NotesScreen body: selected Trips
:delete "Trips"
// expect-error: Index out of range
