// A grocery list with `EditButton()` in the toolbar, `onDelete` and `onMove` on the ForEach, and rows
// that read `@Environment(\.editMode)` to show a hint while editing (a common tutorial pattern).
// Expected: the rows print at first, then again each time the edit mode flips (their environment value
// changed, rules §14.2); moving and deleting rows print the array from onChange; unchanged rows don't run
// again (rules §2.7: equal values). EditButton shows "Edit", then "Done" (rules §15.9: a button).
import SwiftUI

struct GroceryRow: View {
    let name: String
    @Environment(\.editMode) private var editMode

    var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        let _ = print("\(name) row, editing:", editing)
        HStack {
            Text(name)
            if editing {
                Spacer()
                Text("drag to reorder")
                    .font(.caption)
            }
        }
    }
}

struct GroceryList: View {
    @State private var items = ["Milk", "Eggs", "Bread"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    GroceryRow(name: item)
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Groceries")
            .toolbar { EditButton() }
        }
        .onChange(of: items) { _, newItems in
            print("items:", newItems)
        }
    }
}

:mount GroceryList()
:tap "Edit"
:move "Bread" to 0
:tap "Done"
:delete "Milk"

// expect: Milk row, editing: false
// expect: Eggs row, editing: false
// expect: Bread row, editing: false
// expect: Milk row, editing: true
// expect: Eggs row, editing: true
// expect: Bread row, editing: true
// expect: items: ["Bread", "Milk", "Eggs"]
// expect: Bread row, editing: false
// expect: Milk row, editing: false
// expect: Eggs row, editing: false
// expect: items: ["Bread", "Eggs"]
