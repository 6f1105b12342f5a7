// Hacking with Swift style: an "Add habit" sheet that saves through a callback and closes itself with `\.dismiss`
// What SwiftUI does: the sheet's content is built when it is presented (rules §13.1); its first run lists its one
// dynamic property, `_dismiss` (rules §12.2). Presenting changes only a flag the list never read, so the list's body
// does not run (rules §8.7). "Save Stretch" appends to the list's `@State` and calls `dismiss()`, which closes the
// sheet it is in (rules §15.12): the update sees the sheet gone, so the list runs once and the sheet's content is not
// built again (rules §15.12, ObsREPL's choice). "Cancel" only dismisses: nothing runs.
// Sources: rules §8.7, §12.2, §13.1, §15.12; https://developer.apple.com/documentation/swiftui/dismissaction
// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
import SwiftUI

struct AddHabitSheet: View {
    let onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Save Stretch") {
                onSave("Stretch")
                dismiss()
            }
            Button("Cancel") { dismiss() }
        }
    }
}

struct HabitsScreen: View {
    @State private var habits = ["Read"]
    @State private var showingAdd = false

    var body: some View {
        let _ = print("HabitsScreen body: \(habits.joined(separator: ", "))")
        VStack {
            ForEach(habits, id: \.self) { habit in
                Text(habit)
            }
            Button("Add habit") { showingAdd = true }
        }
        .sheet(isPresented: $showingAdd) {
            AddHabitSheet { name in
                habits.append(name)
            }
        }
    }
}

:mount HabitsScreen()
// expect: HabitsScreen body: Read
:tap "Add habit"
// expect: AddHabitSheet: @self, @identity, _dismiss changed.
:tap "Save Stretch"
// expect: HabitsScreen body: Read, Stretch
:tap "Add habit"
// expect: AddHabitSheet: @self, @identity, _dismiss changed.
:tap "Cancel"
