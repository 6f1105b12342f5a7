// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentvalues/editmode (an EditButton that writes the parent's own editMode state, passed down with .environment)
// EnvironmentValues.editMode is "An indication of whether the user can edit the contents of a view associated with
// this environment", a Binding<EditMode>?; EditButton (https://developer.apple.com/documentation/swiftui/editbutton)
// "toggles the environment's editMode value". Putting `.environment(\.editMode, $editMode)` above the button makes
// that binding the parent's @State, so the button's taps change the parent's state and run its body. Deleting a row
// (onDelete) edits the items; the button's title reads Edit or Done.
import SwiftUI

struct ShoppingList: View {
    @State private var items = ["Milk", "Eggs", "Bread"]
    @State private var editMode: EditMode = .inactive

    var body: some View {
        let _ = print("editing \(editMode.isEditing): \(items.joined(separator: ", "))")
        VStack {
            EditButton()
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
            }
        }
        .environment(\.editMode, $editMode)
    }
}

:mount ShoppingList()
// expect: editing false: Milk, Eggs, Bread
:tap "Edit"
// expect: editing true: Milk, Eggs, Bread
:delete "Eggs"
// expect: editing true: Milk, Bread
:tap "Done"
// expect: editing false: Milk, Bread
