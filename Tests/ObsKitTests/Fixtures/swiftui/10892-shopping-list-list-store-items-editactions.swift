// Apple tutorial style (shopping list): List($store.items, editActions: .delete) with bindings, a total computed in the store, a clear-done toolbar button (rules §15.1, §15.2, §8.5, §15.4)
import SwiftUI
import Observation

struct GroceryItem: Identifiable {
    let id = UUID()
    var name: String
    var price: Int
    var bought = false
}

@Observable
final class ShoppingList {
    var items = [
        GroceryItem(name: "Apples", price: 3),
        GroceryItem(name: "Coffee", price: 9),
        GroceryItem(name: "Rice", price: 4),
    ]
    var total: Int { items.map(\.price).reduce(0, +) }
}

struct ShoppingView: View {
    @Environment(ShoppingList.self) private var list
    var body: some View {
        @Bindable var list = list
        let _ = print("total \(list.total), \(list.items.filter(\.bought).count) bought")
        NavigationStack {
            List($list.items, editActions: .delete) { $item in
                Toggle(item.name, isOn: $item.bought)
            }
            .navigationTitle("Shopping")
            .toolbar {
                Button("Clear Bought") {
                    list.items.removeAll(where: \.bought)
                    print("left: \(list.items.map(\.name))")
                }
            }
        }
    }
}

let shopping = ShoppingList()
:mount ShoppingView().environment(shopping)
// expect: total 16, 0 bought
:toggle "Coffee"
// expect: total 16, 1 bought
:delete "Rice"
// expect: total 12, 1 bought
:tap "Clear Bought"
// expect: left: ["Apples"]
// expect: total 3, 0 bought
