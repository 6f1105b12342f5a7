// SwiftUI from Apple's documentation: a per-row button removes its item with remove(at:); onChange sees the new names
// Apple, ForEach (https://developer.apple.com/documentation/swiftui/foreach): "A structure that computes views on
// demand from an underlying collection of identified data."
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// "fires an action when a specific value changes"; the action gets oldValue and newValue.
import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var name: String
}

struct TodoList: View {
    @State private var items = [Item(name: "Milk"), Item(name: "Eggs"), Item(name: "Bread")]
    var body: some View {
        List {
            ForEach(items) { item in
                HStack {
                    Text(item.name)
                    Button("Remove \(item.name)") {
                        if let index = items.firstIndex(where: { $0.id == item.id }) {
                            items.remove(at: index)
                            print("removed \(item.name) at \(index)")
                        }
                    }
                }
            }
        }
        .onChange(of: items.map(\.name)) { oldNames, newNames in
            print("\(oldNames) -> \(newNames)")
        }
    }
}

:mount TodoList()
:tap "Remove Eggs"
:tap "Remove Bread"
// expect: removed Eggs at 1
// expect: ["Milk", "Eggs", "Bread"] -> ["Milk", "Bread"]
// expect: removed Bread at 1
// expect: ["Milk", "Bread"] -> ["Milk"]
