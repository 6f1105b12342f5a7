// A recipe's steps with an edit mode of the app's own: `.environment(\.editMode, $mode)` on the List, and a
// button that flips `mode`. Every view that declares `@Environment(\.editMode)` runs again when the mode changes
// (rules §15.25, §14.2); a row that doesn't declare it is equal and skips its body (§2.7). Moving a step keeps the
// rows' nodes (§1.2): after "Fry" moves up, the next mode change runs the rows in their new order, top down
// (§2.8). onMove gets the destination before the move (§15.2). Apple `environmentvalues/editmode`.
import SwiftUI

struct StepRow: View {
    let step: String
    @Environment(\.editMode) private var editMode

    var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        let _ = print("row \(step) editing \(editing)")
        Text(editing ? "≡ \(step)" : step)
    }
}

struct PlainRow: View {
    let step: String

    var body: some View {
        let _ = print("plain \(step)")
        Text(step)
    }
}

struct RecipeSteps: View {
    @State private var mode: EditMode = .inactive
    @State private var steps = ["Chop", "Fry"]

    var body: some View {
        VStack {
            Button(mode.isEditing ? "Finish" : "Rearrange") {
                mode = mode.isEditing ? .inactive : .active
            }
            List {
                ForEach(steps, id: \.self) { step in
                    StepRow(step: step)
                }
                .onMove { steps.move(fromOffsets: $0, toOffset: $1) }
                PlainRow(step: "Serve")
            }
            .environment(\.editMode, $mode)
            .onChange(of: steps) { _, new in print(new) }
        }
    }
}

:mount RecipeSteps()
// expect: row Chop editing false
// expect: row Fry editing false
// expect: plain Serve
:tap "Rearrange"
// expect: row Chop editing true
// expect: row Fry editing true
:move "≡ Fry" to 0
// expect: ["Fry", "Chop"]
:tap "Finish"
// expect: row Fry editing false
// expect: row Chop editing false
