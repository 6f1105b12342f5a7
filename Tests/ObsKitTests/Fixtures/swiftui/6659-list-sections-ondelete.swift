// Follows Apple's page "Section" (developer.apple.com/documentation/swiftui/section): a grocery List grouped into
// aisles, one Section per aisle with a header, each section's rows in their own ForEach with onDelete.
// - onDelete receives offsets in the data of the ForEach it is attached to: the section's own items, not the whole
//   list (Apple `dynamicviewcontent/ondelete(perform:)`; rules §15.2; corpus README `:delete`).
// - The view reads the @Observable list's aisles (its total in the print), so each removal runs its body once
//   (rules §8.3, §10.1). Each action names the aisle its ForEach was built for.
import SwiftUI

struct Aisle: Identifiable {
    let id: Int
    let name: String
    var items: [String]
}

@Observable
final class GroceryList {
    var aisles = [
        Aisle(id: 1, name: "Produce", items: ["Apples", "Pears"]),
        Aisle(id: 2, name: "Dairy", items: ["Yogurt", "Milk", "Butter"]),
    ]

    var total: Int {
        aisles.reduce(0) { $0 + $1.items.count }
    }

    func remove(at offsets: IndexSet, inAisle id: Int) {
        if let index = aisles.firstIndex(where: { $0.id == id }) {
            aisles[index].items.remove(atOffsets: offsets)
        }
    }
}

struct GroceryView: View {
    @State private var list = GroceryList()

    var body: some View {
        let _ = print("GroceryView body, \(list.total) items")
        List {
            ForEach(list.aisles) { aisle in
                Section {
                    ForEach(aisle.items, id: \.self) { item in
                        Text(item)
                    }
                    .onDelete { offsets in
                        print("delete \(Array(offsets)) in \(aisle.name)")
                        list.remove(at: offsets, inAisle: aisle.id)
                    }
                } header: {
                    Text("\(aisle.name) (\(aisle.items.count))")
                }
            }
        }
    }
}

:mount GroceryView()
// expect: GroceryView body, 5 items
:delete "Milk"
// expect: delete [1] in Dairy
// expect: GroceryView body, 4 items
:delete "Apples"
// expect: delete [0] in Produce
// expect: GroceryView body, 3 items
:delete "Butter"
// expect: delete [1] in Dairy
// expect: GroceryView body, 2 items
