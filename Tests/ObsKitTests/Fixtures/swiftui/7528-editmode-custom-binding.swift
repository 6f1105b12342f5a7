// Swift with Majid style: owning the edit mode with `@State var editMode: EditMode` and `.environment(\.editMode, $editMode)`, toggled by a button of our own
// What SwiftUI does: `.environment(\.editMode, $mode)` gives the content a binding of the script's own (Apple
// `environmentvalues/editmode`, rules §15.25). The owner reads `editMode` for its button's title, so its body runs
// when the button flips it (rules §3.5); the child that declares `@Environment(\.editMode)` runs after it, since
// the environment's value changed (rules §2.8, §14.2, §15.25). A move then changes only the array: the owner runs,
// and the child, whose environment value is still the same mode, does not (rules §2.5: `$state` is equal while
// the value is equal; §14.2).
// Sources: rules §2.5, §2.8, §3.5, §14.2, §15.2, §15.25; https://developer.apple.com/documentation/swiftui/editmode
import SwiftUI

struct ModeLabel: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let _ = print("ModeLabel body, editing: \(isEditing)")
        Text(isEditing ? "Reordering" : "Viewing")
    }
}

struct StepsView: View {
    @State private var steps = ["Preheat", "Mix", "Bake"]
    @State private var editMode: EditMode = .inactive

    var body: some View {
        let _ = print("StepsView body, editing: \(editMode.isEditing), steps: \(steps.joined(separator: ", "))")
        NavigationStack {
            List {
                ModeLabel()
                ForEach(steps, id: \.self) { step in
                    Text(step)
                }
                .onMove { source, destination in
                    print("onMove \(Array(source)) to \(destination)")
                    steps.move(fromOffsets: source, toOffset: destination)
                }
            }
            .environment(\.editMode, $editMode)
            .navigationTitle("Steps")
            .toolbar {
                Button(editMode.isEditing ? "Finish" : "Reorder") {
                    editMode = editMode.isEditing ? .inactive : .active
                }
            }
        }
    }
}

:mount StepsView()
// expect: StepsView body, editing: false, steps: Preheat, Mix, Bake
// expect: ModeLabel body, editing: false
:tap "Reorder"
// expect: StepsView body, editing: true, steps: Preheat, Mix, Bake
// expect: ModeLabel body, editing: true
:move "Preheat" to 2
// expect: onMove [0] to 3
// expect: StepsView body, editing: true, steps: Mix, Bake, Preheat
:tap "Finish"
// expect: StepsView body, editing: false, steps: Mix, Bake, Preheat
// expect: ModeLabel body, editing: false
