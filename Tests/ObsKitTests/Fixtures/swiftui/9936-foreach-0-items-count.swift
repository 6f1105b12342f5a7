// Apple Developer Forums style: classic pitfall (on purpose): ForEach(0..<items.count) reads its range once, so an appended item never gets a row although the body runs; the accepted fix is ForEach(items.indices, id: \.self) (rules §15.1, §2.6, §2.7)
import SwiftUI

struct ItemRow: View {
    let name: String

    var body: some View {
        let _ = print("ItemRow body: \(name)")
        Text(name)
    }
}

struct ShoppingList: View {
    @State private var items = ["Bread", "Jam"]

    var body: some View {
        let _ = print("ShoppingList body: \(items.count) items")
        VStack {
            ForEach(0..<items.count) { i in
                ItemRow(name: items[i])
            }
            Button("Add Tea") { items.append("Tea") }
        }
    }
}

struct FixedShoppingList: View {
    @State private var items = ["Bread", "Jam"]

    var body: some View {
        let _ = print("FixedShoppingList body: \(items.count) items")
        VStack {
            ForEach(items.indices, id: \.self) { i in
                ItemRow(name: items[i])
            }
            Button("Add Tea") { items.append("Tea") }
        }
    }
}

:mount ShoppingList()
// expect: ShoppingList body: 2 items
// expect: ItemRow body: Bread
// expect: ItemRow body: Jam
:tap "Add Tea"
// expect: ShoppingList body: 3 items
:mount FixedShoppingList()
// expect: FixedShoppingList body: 2 items
// expect: ItemRow body: Bread
// expect: ItemRow body: Jam
:tap "Add Tea"
// expect: FixedShoppingList body: 3 items
// expect: ItemRow body: Tea
