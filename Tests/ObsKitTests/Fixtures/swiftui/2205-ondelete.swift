// Issue 13 (B), onDelete: swipe-to-delete on a row of a ForEach that has `.onDelete` calls the action with
// the row's offset in the ForEach's data; the action must remove the element itself ("it will be called
// after the row has already been removed from the List"). `:delete "Text"` swipes the row showing that text.
// A row that is not part of a ForEach with onDelete can't be swiped away: `:delete` on it is an error
// (message proposed here).
// Source: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:).
// Rules §1 (the deleted row's id vanishes), §3, §12.
import SwiftUI

struct FruitList: View {
    @State private var fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { offsets in
                    print("delete at", Array(offsets))
                    fruits.remove(atOffsets: offsets)
                }
                Text("\(fruits.count) fruits")
            }
            .navigationTitle("Fruits")
        }
    }
}

:mount FruitList()
:delete "Banana"
:delete "Apple"
print("left:", "Cherry")
:delete "1 fruits"

// expect: FruitList: @self, @identity, _fruits changed.
// expect: delete at [1]
// expect: FruitList: _fruits changed.
// expect: delete at [0]
// expect: FruitList: _fruits changed.
// expect: left: Cherry
// expect-error: row "1 fruits" can't be deleted: it is not in a ForEach with onDelete
