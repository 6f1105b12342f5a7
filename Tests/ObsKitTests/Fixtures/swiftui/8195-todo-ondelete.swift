// SwiftUI from Apple's documentation: swiping a row away calls ForEach's onDelete with the row's offset in the data
// Apple, onDelete(perform:) (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)):
// "Sets the deletion action for the dynamic view. You must delete the corresponding item within action"; "SwiftUI
// passes a set of indices to the closure that's relative to the dynamic view's underlying collection of data."
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
                Text(item.name)
            }
            .onDelete { offsets in
                print("delete at \(offsets.map { $0 })")
                items.remove(atOffsets: offsets)
                print("left: \(items.map(\.name).joined(separator: ", "))")
            }
        }
    }
}

:mount TodoList()
:delete "Eggs"
:delete "Milk"
// expect: delete at [1]
// expect: left: Milk, Bread
// expect: delete at [0]
// expect: left: Bread
