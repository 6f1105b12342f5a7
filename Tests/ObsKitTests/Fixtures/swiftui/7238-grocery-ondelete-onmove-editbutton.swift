// Grocery list as Apple's EditButton and onDelete/onMove pages write it: a List with a ForEach, `.onDelete` and
// `.onMove` calling methods, an EditButton in the toolbar of a NavigationStack.
// What SwiftUI does: the EditButton toggles the environment's edit mode (titled "Done" while active); the list view
// does not declare `@Environment(\.editMode)`, so no body of ours runs for it (rules §15.25). A drag calls onMove
// with the source offsets and the destination as an offset before the move: one past the end position when moving
// down, the end position when moving up (rules §15.2); a swipe calls onDelete with the row's offset. The action
// changes the array and the body runs once (rules §3.4, §10.1).
// Sources: rules §3.4, §10.1, §15.2, §15.25; https://developer.apple.com/documentation/swiftui/editbutton
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
import SwiftUI

struct GroceryListView: View {
    @State private var items = ["Apples", "Bread", "Cheese", "Dates"]

    var body: some View {
        let _ = print("GroceryListView body: \(items.joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete(perform: deleteItems)
                .onMove(perform: moveItems)
            }
            .navigationTitle("Groceries")
            .toolbar {
                EditButton()
            }
        }
    }

    private func deleteItems(at offsets: IndexSet) {
        print("delete at \(Array(offsets))")
        items.remove(atOffsets: offsets)
    }

    private func moveItems(from source: IndexSet, to destination: Int) {
        print("move \(Array(source)) to \(destination)")
        items.move(fromOffsets: source, toOffset: destination)
    }
}

:mount GroceryListView()
// expect: GroceryListView body: Apples, Bread, Cheese, Dates
:tap "Edit"
:move "Apples" to 2
// expect: move [0] to 3
// expect: GroceryListView body: Bread, Cheese, Apples, Dates
:move "Dates" to 0
// expect: move [3] to 0
// expect: GroceryListView body: Dates, Bread, Cheese, Apples
:delete "Cheese"
// expect: delete at [2]
// expect: GroceryListView body: Dates, Bread, Apples
:tap "Done"
:tap "Edit"
