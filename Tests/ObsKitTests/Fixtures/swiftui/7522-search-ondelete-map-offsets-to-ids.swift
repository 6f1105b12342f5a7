// Stack Overflow answer (the fix for 7521): map the filtered offsets to ids, then remove by id from the source array
// What SwiftUI does: onDelete's offsets are positions in the data of the ForEach that was swiped, here the filtered
// array (rules §15.2). Looking each offset up in that same filtered array gives the note the user swiped, and
// `removeAll(where:)` on the source removes exactly it. The action reads `filteredNotes` outside a body, so it sees
// the live search text and notes (rules §3.4). The parent's body runs once per search and once per delete (rules
// §3.5, §10.1).
// Sources: rules §3.4, §3.5, §15.2, §15.10; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
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
        let _ = print("showing \(filteredNotes.map(\.title)) of \(notes.count) notes")
        NavigationStack {
            List {
                ForEach(filteredNotes) { note in
                    Text(note.title)
                }
                .onDelete(perform: deleteNotes)
            }
            .navigationTitle("Notes")
            .searchable(text: $query, prompt: "Filter notes")
        }
    }

    private func deleteNotes(at offsets: IndexSet) {
        let ids = offsets.map { filteredNotes[$0].id }
        print("onDelete \(Array(offsets)) -> ids \(ids)")
        notes.removeAll { ids.contains($0.id) }
    }
}

:mount NotesView()
// expect: showing ["Work: budget", "Home: paint", "Work: hiring", "Home: taxes"] of 4 notes
:search "Home"
// expect: showing ["Home: paint", "Home: taxes"] of 4 notes
:delete "Home: taxes"
// expect: onDelete [1] -> ids [4]
// expect: showing ["Home: paint"] of 3 notes
:search "Work"
// expect: showing ["Work: budget", "Work: hiring"] of 3 notes
:delete "Work: budget"
// expect: onDelete [0] -> ids [1]
// expect: showing ["Work: hiring"] of 2 notes
:search ""
// expect: showing ["Home: paint", "Work: hiring"] of 2 notes
