// Stack Overflow question: "swipe to delete in a searchable list deletes the wrong note" — the offsets are positions in the filtered array
// What SwiftUI does: onDelete gets offsets "relative to the dynamic view's underlying collection of data", the data
// of the ForEach whose row was swiped (Apple `dynamicviewcontent/ondelete(perform:)`, rules §15.2). Here that data is
// the filtered array: with the search "Home", "Home: taxes" is at offset 1. The action passes the offsets to the
// full array, where offset 1 is "Home: paint": the wrong note goes, and "Home: taxes" stays. The parent's body reads
// both the search text and the notes, so it runs once per search and once per delete (rules §3.5, §10.1).
// 7522 shows the usual fix.
// Sources: rules §3.5, §15.2, §15.10; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

struct NotesView: View {
    @State private var notes = [
        Note(id: 1, title: "Work: budget"),
        Note(id: 2, title: "Home: paint"),
        Note(id: 3, title: "Work: hiring"),
        Note(id: 4, title: "Home: taxes"),
    ]
    @State private var query = ""

    var filteredNotes: [Note] {
        query.isEmpty ? notes : notes.filter { $0.title.contains(query) }
    }

    var body: some View {
        let shown = filteredNotes
        let _ = print("showing \(shown.map(\.title)) of \(notes.count) notes")
        NavigationStack {
            List {
                ForEach(shown) { note in
                    Text(note.title)
                }
                .onDelete { offsets in
                    print("onDelete \(Array(offsets))")
                    // The bug: these offsets belong to the filtered array.
                    notes.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Notes")
            .searchable(text: $query)
        }
    }
}

:mount NotesView()
// expect: showing ["Work: budget", "Home: paint", "Work: hiring", "Home: taxes"] of 4 notes
:search "Home"
// expect: showing ["Home: paint", "Home: taxes"] of 4 notes
:delete "Home: taxes"
// expect: onDelete [1]
// expect: showing ["Home: taxes"] of 3 notes
:search ""
// expect: showing ["Work: budget", "Work: hiring", "Home: taxes"] of 3 notes
