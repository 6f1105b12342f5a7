// Observation in depth style: changing one element's property re-runs only that element's row (an equal assignment none), while removing an element re-runs the list; the removed object deinits when its row goes (rules §8.1, §8.3, §1.2, §1.4, §15.2)
import SwiftUI

@Observable
final class Grocery: Identifiable {
    let id: Int
    var name: String
    var bought = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    deinit { print("Grocery deinit: \(name)") }
}

@Observable
final class GroceryList {
    var items = [Grocery(id: 1, name: "Milk"), Grocery(id: 2, name: "Eggs"), Grocery(id: 3, name: "Bread")]
}

struct GroceryRow: View {
    let item: Grocery

    var body: some View {
        let _ = print("GroceryRow body: \(item.name) \(item.bought ? "bought" : "needed")")
        HStack {
            Text(item.name)
            Button("Buy \(item.name)") { item.bought = true }
        }
    }
}

struct GroceryScreen: View {
    @State private var list = GroceryList()

    var body: some View {
        let _ = print("GroceryScreen body: \(list.items.count) items")
        List {
            ForEach(list.items) { item in
                GroceryRow(item: item)
            }
            .onDelete { offsets in list.items.remove(atOffsets: offsets) }
        }
    }
}

:mount GroceryScreen()
// expect: GroceryScreen body: 3 items
// expect: GroceryRow body: Milk needed
// expect: GroceryRow body: Eggs needed
// expect: GroceryRow body: Bread needed
:tap "Buy Eggs"
// expect: GroceryRow body: Eggs bought
:tap "Buy Eggs"
:delete "Milk"
// expect: GroceryScreen body: 2 items
// expect: Grocery deinit: Milk
:tap "Buy Bread"
// expect: GroceryRow body: Bread bought
