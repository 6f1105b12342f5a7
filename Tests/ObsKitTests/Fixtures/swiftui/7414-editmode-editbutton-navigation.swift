// Hacking with Swift style: a grocery list with an EditButton in the toolbar and a view reading `\.editMode`
// What SwiftUI does: `\.editMode` is an optional binding to an `EditMode`; inside a NavigationStack it starts
// `.inactive`, and `EditButton` toggles it, titled "Done" while active (rules §15.25). The list declares
// `@Environment(\.editMode)`, so it runs again when the mode changes (rules §15.25, §14.2); the root, outside the
// stack's content and declaring nothing, does not. Deleting a row calls `onDelete` with its offsets and the list,
// which reads `items`, runs again (rules §15.2, §3.5).
// Sources: rules §3.5, §14.2, §15.2, §15.4, §15.25; https://developer.apple.com/documentation/swiftui/environmentvalues/editmode
// https://developer.apple.com/documentation/swiftui/editbutton
import SwiftUI

struct ShoppingListView: View {
    @Environment(\.editMode) private var editMode
    @State private var items = ["Eggs", "Milk", "Bread"]

    var body: some View {
        let _ = print("ShoppingListView body: editing \(editMode?.wrappedValue.isEditing == true), \(items.count) items")
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            .onDelete { offsets in
                items.remove(atOffsets: offsets)
            }
        }
        .navigationTitle("Groceries")
        .toolbar {
            EditButton()
        }
    }
}

struct ShoppingRoot: View {
    var body: some View {
        let _ = print("ShoppingRoot body")
        NavigationStack {
            ShoppingListView()
        }
    }
}

:mount ShoppingRoot()
// expect: ShoppingRoot body
// expect: ShoppingListView body: editing false, 3 items
:tap "Edit"
// expect: ShoppingListView body: editing true, 3 items
:delete "Milk"
// expect: ShoppingListView body: editing true, 2 items
:tap "Done"
// expect: ShoppingListView body: editing false, 2 items
