// SwiftUI from Apple's documentation: a to-do list in @State grows when a button appends an item; onChange sees the count change
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "SwiftUI manages the property's storage.
// When the value changes, SwiftUI updates the parts of the view hierarchy that depend on the value."
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// "Adds a modifier for this view that fires an action when a specific value changes." oldValue: "The old value that
// failed the comparison check"; newValue: "The new value that failed the comparison check."
import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var name: String
}

struct TodoList: View {
    @State private var items = [Item(name: "Milk"), Item(name: "Eggs")]
    var body: some View {
        VStack {
            List {
                ForEach(items) { item in
                    Text(item.name)
                }
            }
            Button("Add") {
                items.append(Item(name: "Item \(items.count + 1)"))
            }
        }
        .onChange(of: items.count) { oldCount, newCount in
            print("count \(oldCount) -> \(newCount): \(items.map(\.name).joined(separator: ", "))")
        }
    }
}

:mount TodoList()
:tap "Add"
:tap "Add"
// expect: count 2 -> 3: Milk, Eggs, Item 3
// expect: count 3 -> 4: Milk, Eggs, Item 3, Item 4
