// Apple: ForEach onDelete(perform:) ("swipe to delete" with an IndexSet of the section's rows), List with Section headers, Label rows; the action runs, then the body that reads the array (SEMANTICS §3, §10)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var room: String
}

struct ChoreList: View {
    @State private var chores = [
        Chore(id: 1, title: "Wipe counters", room: "Kitchen"),
        Chore(id: 2, title: "Empty dishwasher", room: "Kitchen"),
        Chore(id: 3, title: "Scrub tub", room: "Bathroom"),
        Chore(id: 4, title: "Replace towels", room: "Bathroom"),
    ]

    var body: some View {
        let _ = print("list shows \(chores.map(\.title).joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(["Kitchen", "Bathroom"], id: \.self) { room in
                    Section(room) {
                        ForEach(chores.filter { $0.room == room }) { chore in
                            Label(chore.title, systemImage: "checkmark.circle")
                        }
                        .onDelete { offsets in
                            delete(at: offsets, in: room)
                        }
                    }
                }
            }
            .navigationTitle("Chores")
        }
    }

    private func delete(at offsets: IndexSet, in room: String) {
        let roomChores = chores.filter { $0.room == room }
        let ids = offsets.map { roomChores[$0].id }
        print("deleting offsets \(Array(offsets)) in \(room)")
        chores.removeAll { ids.contains($0.id) }
    }
}

:mount ChoreList()
:delete "Replace towels"
:delete "Wipe counters"

// expect: list shows Wipe counters, Empty dishwasher, Scrub tub, Replace towels
// expect: deleting offsets [1] in Bathroom
// expect: list shows Wipe counters, Empty dishwasher, Scrub tub
// expect: deleting offsets [0] in Kitchen
// expect: list shows Empty dishwasher, Scrub tub
