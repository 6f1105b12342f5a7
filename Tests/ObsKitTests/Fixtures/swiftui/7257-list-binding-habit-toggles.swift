// Daily habit checklist with `List($habits) { $habit in Toggle(habit.name, isOn: $habit.doneToday) }`, the binding
// form of List from WWDC21, and a Reset button in the toolbar.
// What SwiftUI does: each row gets a binding into the array; a toggle writes the element back through the @State
// array (rules §15.1). The body reads the array (the count of habits left) and runs once per change (rules §3.4).
// Reset writes in a loop: one update, one body (rules §10.1).
// Sources: rules §3.4, §10.1, §15.1, §15.4; https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)
// https://developer.apple.com/videos/play/wwdc2021/10018/
import SwiftUI

struct Habit: Identifiable {
    let id: Int
    var name: String
    var doneToday = false
}

struct HabitChecklist: View {
    @State private var habits = [
        Habit(id: 1, name: "Stretch"),
        Habit(id: 2, name: "Read"),
        Habit(id: 3, name: "Walk"),
    ]

    private var remaining: Int {
        habits.filter { !$0.doneToday }.count
    }

    var body: some View {
        let _ = print("HabitChecklist body: \(remaining) left")
        NavigationStack {
            List($habits) { $habit in
                Toggle(habit.name, isOn: $habit.doneToday)
            }
            .navigationTitle("Today")
            .toolbar {
                Button("Reset") {
                    for index in habits.indices {
                        habits[index].doneToday = false
                    }
                    print("reset")
                }
            }
        }
    }
}

:mount HabitChecklist()
// expect: HabitChecklist body: 3 left
:toggle "Stretch"
// expect: HabitChecklist body: 2 left
:toggle "Walk"
// expect: HabitChecklist body: 1 left
:toggle "Stretch"
// expect: HabitChecklist body: 2 left
:tap "Reset"
// expect: reset
// expect: HabitChecklist body: 3 left
