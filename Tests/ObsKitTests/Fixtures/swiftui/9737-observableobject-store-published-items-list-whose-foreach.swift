// Hacking with Swift style shopping list: an ObservableObject store with @Published items and a List whose ForEach has onDelete and onMove, with an EditButton; a swipe passes the row's offset, a drag passes SwiftUI's destination offset (N moving up, N + 1 moving down), and the rows that stay are equal and do not run (rules §15.2, §1.2, §2.3)
import SwiftUI

struct GroceryItem: Identifiable, Equatable {
    let id: Int
    let name: String
}

final class GroceryStore: ObservableObject {
    @Published var items = [
        GroceryItem(id: 1, name: "Milk"),
        GroceryItem(id: 2, name: "Eggs"),
        GroceryItem(id: 3, name: "Bread"),
        GroceryItem(id: 4, name: "Apples"),
    ]
}

struct GroceryRow: View {
    let item: GroceryItem

    var body: some View {
        let _ = print("GroceryRow body: \(item.name)")
        Text(item.name)
    }
}

struct GroceryListView: View {
    @StateObject private var store = GroceryStore()

    var body: some View {
        let _ = print("GroceryListView body: \(store.items.map(\.name).joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(store.items) { item in
                    GroceryRow(item: item)
                }
                .onDelete { offsets in
                    print("delete at \(Array(offsets))")
                    store.items.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    print("move \(Array(source)) to \(destination)")
                    store.items.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                EditButton()
            }
        }
    }
}

:mount GroceryListView()
// expect: GroceryListView body: Milk, Eggs, Bread, Apples
// expect: GroceryRow body: Milk
// expect: GroceryRow body: Eggs
// expect: GroceryRow body: Bread
// expect: GroceryRow body: Apples
:delete "Eggs"
// expect: delete at [1]
// expect: GroceryListView body: Milk, Bread, Apples
:move "Apples" to 0
// expect: move [2] to 0
// expect: GroceryListView body: Apples, Milk, Bread
:move "Milk" to 2
// expect: move [1] to 3
// expect: GroceryListView body: Apples, Bread, Milk
