// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/lists (mixing static rows and ForEach in one List)
// Apple's Lists page: a list can blend individual views and ForEach constructs. Only the ForEach has
// onDelete (a DynamicViewContent modifier), so only its rows can be swiped away; the static title row
// and the button row can't. Deleting "Milk" passes offset 0 of `items` (the static row before it doesn't
// count).
import SwiftUI

struct ShoppingList: View {
    @State private var items = ["Milk", "Bread"]

    var body: some View {
        List {
            Text("Shopping")
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            .onDelete { offsets in
                print("delete \(Array(offsets))")
                items.remove(atOffsets: offsets)
                print(items)
            }
            Button("Add Eggs") { items.append("Eggs") }
        }
    }
}

:mount ShoppingList()
:delete "Milk"
// expect: delete [0]
// expect: ["Bread"]
:tap "Add Eggs"
:delete "Eggs"
// expect: delete [1]
// expect: ["Bread"]
:delete "Shopping"
// expect-error: can't be deleted
