// HWS "onDelete / onMove" style: a List with ForEach over Identifiable structs, swipe to delete and drag to move; the list's body runs for each change, rows whose chore is unchanged skip their bodies because their ids keep their nodes (rules §1.2, §2.3, §15.2)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
}

struct ChoreRow: View {
    let chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title)")
        Text(chore.title)
    }
}

struct ChoreList: View {
    @State private var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Vacuum"),
    ]

    var body: some View {
        let _ = print("ChoreList body: \(chores.map(\.title).joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(chores) { chore in
                    ChoreRow(chore: chore)
                }
                .onDelete { offsets in
                    print("delete \(Array(offsets))")
                    chores.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    print("move \(Array(source)) to \(destination)")
                    chores.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Chores")
            .toolbar { EditButton() }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body: Dishes, Laundry, Vacuum
// expect: ChoreRow body: Dishes
// expect: ChoreRow body: Laundry
// expect: ChoreRow body: Vacuum
:delete "Laundry"
// expect: delete [1]
// expect: ChoreList body: Dishes, Vacuum
:move "Vacuum" to 0
// expect: move [1] to 0
// expect: ChoreList body: Vacuum, Dishes
:move "Vacuum" to 1
// expect: move [0] to 2
// expect: ChoreList body: Dishes, Vacuum
