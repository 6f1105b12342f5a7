// SwiftUI from Apple's documentation: dragging the last row to the top calls onMove with its offset and destination 0
// Apple, onMove(perform:) (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)):
// "A closure that SwiftUI invokes when elements in the dynamic view are moved. The closure takes two arguments that
// represent the offset relative to the dynamic view's underlying collection of data."
// Hacking with Swift (https://wangchujiang.com/swiftui-example/lists/demo5/index.html, a translation) implements it as
// `users.move(fromOffsets: source, toOffset: destination)`.
import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var name: String
}

struct TodoList: View {
    @State private var items = [Item(name: "Milk"), Item(name: "Eggs"), Item(name: "Bread")]
    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    Text(item.name)
                }
                .onMove { source, destination in
                    print("move \(source.map { $0 }) to \(destination)")
                    items.move(fromOffsets: source, toOffset: destination)
                    print("order: \(items.map(\.name).joined(separator: ", "))")
                }
            }
            .toolbar { EditButton() }
        }
    }
}

:mount TodoList()
:move "Bread" to 0
// expect: move [2] to 0
// expect: order: Bread, Milk, Eggs
