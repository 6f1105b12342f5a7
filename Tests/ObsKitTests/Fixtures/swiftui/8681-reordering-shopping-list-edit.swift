// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:) (reordering a shopping list in edit mode: onMove gets the source offsets and the destination offset in the underlying array, which move(fromOffsets:toOffset:) takes as is)
import SwiftUI

struct ShoppingListView: View {
    @State private var items = ["Apples", "Bread", "Cheese", "Dates"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onMove(perform: move)
            }
            .navigationTitle("Shopping")
            .toolbar {
                EditButton()
            }
        }
    }

    func move(from source: IndexSet, to destination: Int) {
        print("move \(Array(source)) to \(destination)")
        items.move(fromOffsets: source, toOffset: destination)
        print(items.joined(separator: ", "))
    }
}

:mount ShoppingListView()
:tap "Edit"
:move "Apples" to 2
:move "Dates" to 0
// expect: move [0] to 3
// expect: Bread, Cheese, Apples, Dates
// expect: move [3] to 0
// expect: Dates, Bread, Cheese, Apples
