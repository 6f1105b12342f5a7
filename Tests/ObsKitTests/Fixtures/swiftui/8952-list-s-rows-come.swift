// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:) (a list's rows come from a custom DynamicProperty over @State; onDelete and a button call methods on its projected value, $items, and the list re-renders after each change)
import SwiftUI

@propertyWrapper
struct ItemList: DynamicProperty {
    @State private var items: [String]

    init(wrappedValue: [String]) {
        _items = State(initialValue: wrappedValue)
    }

    var wrappedValue: [String] { items }
    var projectedValue: Self { self }

    func remove(at offsets: IndexSet) {
        for index in offsets.sorted(by: >) {
            items.remove(at: index)
        }
    }

    func add(_ item: String) { items.append(item) }
}

struct Groceries: View {
    @ItemList var items = ["Milk", "Eggs", "Bread"]

    var body: some View {
        let _ = print("items: \(items.joined(separator: ", "))")
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            .onDelete { offsets in $items.remove(at: offsets) }
            Button("Add Tea") { $items.add("Tea") }
        }
    }
}

:mount Groceries()
:delete "Eggs"
:tap "Add Tea"
// expect: items: Milk, Eggs, Bread
// expect: items: Milk, Bread
// expect: items: Milk, Bread, Tea
