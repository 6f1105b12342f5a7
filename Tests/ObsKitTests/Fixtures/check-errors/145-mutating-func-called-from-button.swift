// Mistake: the view declares a `mutating func` to change its own array and calls it from a Button action, where self is immutable.
// Expected message: Xcode (author's knowledge); machine check: cannot use mutating member on immutable value: 'self' is immutable
import SwiftUI

struct ShoppingList: View {
    var items = ["Eggs", "Flour"]

    mutating func addItem() {
        items.append("Item \(items.count + 1)")
    }

    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            Button("Add") {
                addItem()
            }
        }
    }
}

:mount ShoppingList()
:tap "Add"
// expect-error: cannot use mutating member on immutable value: 'self' is immutable
