// Apple documentation style ("onDelete(perform:)", "onMove(perform:)"): a grocery list whose ForEach deletes and moves rows; the actions get the offsets SwiftUI passes (a move down gets the offset after the row), change the @State array, and the list's body runs once per gesture (rules §15.2, §10.1)
import SwiftUI

struct GroceryList: View {
    @State private var items = ["Milk", "Eggs", "Bread", "Apples"]

    var body: some View {
        let _ = print("GroceryList body: \(items.joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { offsets in
                    print("delete at \(offsets.map { $0 })")
                    items.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    print("move \(source.map { $0 }) to \(destination)")
                    items.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Groceries")
            .toolbar { EditButton() }
        }
    }
}

:mount GroceryList()
// expect: GroceryList body: Milk, Eggs, Bread, Apples
:delete "Eggs"
// expect: delete at [1]
// expect: GroceryList body: Milk, Bread, Apples
:move "Milk" to 2
// expect: move [0] to 3
// expect: GroceryList body: Bread, Apples, Milk
:move "Milk" to 0
// expect: move [2] to 0
// expect: GroceryList body: Milk, Bread, Apples
