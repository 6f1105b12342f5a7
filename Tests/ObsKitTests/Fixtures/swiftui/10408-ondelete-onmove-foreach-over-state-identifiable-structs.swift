// Apple List docs style: onDelete and onMove on a ForEach over @State Identifiable structs, driven by :delete and :move; the list's body runs once per edit, the kept rows (same values) skip their bodies, and the removed row's onDisappear runs after the update (rules §15.2, §1.2, §11.1)
import SwiftUI

struct Errand: Identifiable, Equatable {
    let id: Int
    let title: String
}

struct ErrandRow: View {
    let errand: Errand

    var body: some View {
        let _ = print("ErrandRow body: \(errand.title)")
        Text(errand.title)
            .onDisappear { print("\(errand.title) row gone") }
    }
}

struct ErrandList: View {
    @State private var errands = [
        Errand(id: 1, title: "Dishes"),
        Errand(id: 2, title: "Vacuum"),
        Errand(id: 3, title: "Laundry"),
        Errand(id: 4, title: "Trash"),
    ]

    var body: some View {
        let _ = print("ErrandList body: \(errands.map(\.title).joined(separator: ", "))")
        List {
            ForEach(errands) { errand in
                ErrandRow(errand: errand)
            }
            .onDelete { offsets in
                print("delete \(Array(offsets))")
                errands.remove(atOffsets: offsets)
            }
            .onMove { source, destination in
                print("move \(Array(source)) to \(destination)")
                errands.move(fromOffsets: source, toOffset: destination)
            }
        }
    }
}

:mount ErrandList()
// expect: ErrandList body: Dishes, Vacuum, Laundry, Trash
// expect: ErrandRow body: Dishes
// expect: ErrandRow body: Vacuum
// expect: ErrandRow body: Laundry
// expect: ErrandRow body: Trash
:delete "Vacuum"
// expect: delete [1]
// expect: ErrandList body: Dishes, Laundry, Trash
// expect: Vacuum row gone
:move "Trash" to 0
// expect: move [2] to 0
// expect: ErrandList body: Trash, Dishes, Laundry
:move "Dishes" to 2
// expect: move [1] to 3
// expect: ErrandList body: Trash, Laundry, Dishes
