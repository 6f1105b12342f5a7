// Recipe steps list with a hint row that reads `@Environment(\.editMode)`, as Apple's EditMode page shows, and an
// EditButton in the navigation bar.
// What SwiftUI does: the NavigationStack gives its content an edit mode, inactive at first; the EditButton toggles it
// (rules §15.25). The hint declares `\.editMode`, so it runs again when the mode changes (rules §14.2, §15.25);
// `_printChanges` names its environment property (rules §12.1, §12.2). Deleting a step runs the list's body; the
// hint is built again with an equal value (its only field is the environment property) and skips its body (rules
// §2.5, §2.7).
// Sources: rules §2.5, §2.7, §12.1, §12.2, §14.2, §15.2, §15.25; https://developer.apple.com/documentation/swiftui/environmentvalues/editmode
// https://developer.apple.com/documentation/swiftui/editbutton
import SwiftUI

struct EditHint: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let _ = Self._printChanges()
        let _ = print("EditHint body: editing \(isEditing)")
        Text(isEditing ? "Drag to reorder" : "Tap Edit to reorder")
            .foregroundStyle(.secondary)
    }
}

struct RecipeStepsView: View {
    @State private var steps = ["Preheat oven", "Mix batter", "Bake"]

    var body: some View {
        let _ = print("RecipeStepsView body: \(steps.count) steps")
        NavigationStack {
            List {
                EditHint()
                ForEach(steps, id: \.self) { step in
                    Text(step)
                }
                .onDelete { offsets in
                    steps.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    steps.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Steps")
            .toolbar {
                EditButton()
            }
        }
    }
}

:mount RecipeStepsView()
// expect: RecipeStepsView body: 3 steps
// expect: EditHint: @self, @identity, _editMode changed.
// expect: EditHint body: editing false
:tap "Edit"
// expect: EditHint: _editMode changed.
// expect: EditHint body: editing true
:delete "Mix batter"
// expect: RecipeStepsView body: 2 steps
:tap "Done"
// expect: EditHint: _editMode changed.
// expect: EditHint body: editing false
