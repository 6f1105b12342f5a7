// Beginner tutorial style: a grocery list in a NavigationStack with an EditButton, drag to reorder and swipe to delete.
// What SwiftUI does: a drag calls `onMove` with the source offsets and the destination offset before the move, which
// `move(fromOffsets:toOffset:)` takes as is; a swipe calls `onDelete` with the row's offset (rules §15.2, Apple
// `dynamicviewcontent/onmove(perform:)`). Rows move without edit mode on iOS 16+ (rules §15.2). Each change writes
// the @State array the body reads: one body run each (rules §10.1). `EditButton` is titled "Done" while edit mode is
// active (rules §15.25).
import SwiftUI

struct GroceryListView: View {
    @State private var items = ["Apples", "Bread", "Cheese", "Dates"]

    var body: some View {
        let _ = print("items: \(items)")
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onMove { from, to in
                    print("move \(Array(from)) to \(to)")
                    items.move(fromOffsets: from, toOffset: to)
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Groceries")
            .toolbar { EditButton() }
        }
    }
}

:mount GroceryListView()
// expect: items: ["Apples", "Bread", "Cheese", "Dates"]
:move "Apples" to 2
// expect: move [0] to 3
// expect: items: ["Bread", "Cheese", "Apples", "Dates"]
:move "Dates" to 0
// expect: move [3] to 0
// expect: items: ["Dates", "Bread", "Cheese", "Apples"]
:tap "Edit"
:delete "Cheese"
// expect: items: ["Dates", "Bread", "Apples"]
:tap "Done"
