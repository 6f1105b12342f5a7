// Hacking with Swift style: PITFALL on purpose, ForEach(items, id: \.self) over strings that repeat ("Milk" twice): SwiftUI warns that the id occurs twice; the repeats are told apart only by their order, so removing the first Milk keeps the first Milk row's node (unchecked) and destroys the checked one (rules §15.1 "Ids that repeat", §1.2, §1.4)
import SwiftUI

struct GroceryRow: View {
    let name: String
    @State private var inCart = false

    var body: some View {
        let _ = print("GroceryRow body: \(name) \(inCart ? "in cart" : "to buy")")
        Button(inCart ? "Put back \(name)" : "Take \(name)") { inCart.toggle() }
            .onDisappear { print("row \(name) gone, in cart: \(inCart)") }
    }
}

struct GroceryList: View {
    @State private var items = ["Milk", "Bread", "Milk"]

    var body: some View {
        let _ = print("GroceryList body: \(items.joined(separator: ", "))")
        VStack {
            ForEach(items, id: \.self) { item in
                GroceryRow(name: item)
            }
            Button("Remove first item") { items.removeFirst() }
        }
    }
}

:mount GroceryList()
// expect: GroceryList body: Milk, Bread, Milk
// expect: GroceryRow body: Milk to buy
// expect: GroceryRow body: Bread to buy
// expect: GroceryRow body: Milk to buy
:tap "Take Milk" 2
// expect: GroceryRow body: Milk in cart
:tap "Remove first item"
// expect: GroceryList body: Bread, Milk
// expect: row Milk gone, in cart: true
:tap "Take Milk"
// expect: GroceryRow body: Milk in cart
