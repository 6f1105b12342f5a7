// Apple docs style: `EditButton()` in the toolbar, and a row that reads `@Environment(\.editMode)` to change its hint
// What SwiftUI does: EditButton toggles the edit mode of its environment and is titled "Done" while it is active
// (Apple `editbutton`, rules §15.25). The NavigationStack gives its content an edit mode of its own (rules §15.25,
// ObsREPL's choice). A view that declares `@Environment(\.editMode)` runs again when the mode changes (rules §14.2,
// §15.25); the list's owner does not read it, so its body does not run. A move in edit mode calls onMove with the
// destination offset before the move (rules §15.2), and only the owner of the array runs (rules §3.5).
// Sources: rules §14.2, §15.2, §15.25; https://developer.apple.com/documentation/swiftui/editbutton
// https://developer.apple.com/documentation/swiftui/environmentvalues/editmode
import SwiftUI

struct EditHint: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let _ = Self._printChanges()
        if editMode?.wrappedValue.isEditing == true {
            Text("Drag the handles to reorder")
        } else {
            Text("Tap Edit to reorder")
        }
    }
}

struct RecipesView: View {
    @State private var recipes = ["Pancakes", "Risotto", "Tacos"]

    var body: some View {
        let _ = print("RecipesView body: \(recipes.joined(separator: ", "))")
        NavigationStack {
            List {
                EditHint()
                ForEach(recipes, id: \.self) { recipe in
                    Text(recipe)
                }
                .onDelete { offsets in
                    recipes.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    print("onMove \(Array(source)) to \(destination)")
                    recipes.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Recipes")
            .toolbar {
                EditButton()
            }
        }
    }
}

:mount RecipesView()
// expect: RecipesView body: Pancakes, Risotto, Tacos
// expect: EditHint: @self, @identity, _editMode changed.
:tap "Edit"
// expect: EditHint: _editMode changed.
:move "Tacos" to 0
// expect: onMove [2] to 0
// expect: RecipesView body: Tacos, Pancakes, Risotto
:tap "Done"
// expect: EditHint: _editMode changed.
:tap "Edit"
// expect: EditHint: _editMode changed.
