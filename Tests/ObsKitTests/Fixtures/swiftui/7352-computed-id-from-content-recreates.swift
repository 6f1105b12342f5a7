// A habit list whose `id` is computed from the habit's contents (`var id: String { "\(name)-\(streak)" }`), the
// mistake behind "my row loses its expanded state every time I update it".
// What SwiftUI does: logging a day changes Read's streak and with it its id, so for the ForEach the old row is gone
// and a new one arrived (rules §1.2; Apple's ForEach page: an id must not change unless the element is replaced by
// a new one). The old node dies, the new one starts with `expanded = false` (rules §1.4, §3.2), and after the update
// the old row's onDisappear and the new row's onAppear run (rules §11.1). Walk's id is unchanged and its value equal,
// so it is untouched (rules §2.3, §2.7).
// Sources: rules §1.2, §1.4, §2.3, §2.7, §3.2, §11.1; https://developer.apple.com/documentation/swiftui/foreach;
// https://developer.apple.com/documentation/swift/identifiable
import SwiftUI

struct Habit: Identifiable {
    var name: String
    var streak: Int
    var id: String { "\(name)-\(streak)" }
}

struct HabitRow: View {
    let habit: Habit
    @State private var expanded = false

    var body: some View {
        let _ = print("HabitRow body: \(habit.name) streak \(habit.streak) expanded=\(expanded)")
        Button(expanded ? "Collapse \(habit.name)" : "Expand \(habit.name)") { expanded.toggle() }
            .onAppear { print("HabitRow appear: \(habit.name) \(habit.streak)") }
            .onDisappear { print("HabitRow disappear: \(habit.name) \(habit.streak)") }
    }
}

struct HabitList: View {
    @State private var habits = [Habit(name: "Read", streak: 3), Habit(name: "Walk", streak: 5)]

    var body: some View {
        let _ = print("HabitList body: \(habits.map { "\($0.name) \($0.streak)" }.joined(separator: ", "))")
        VStack {
            ForEach(habits) { habit in
                HabitRow(habit: habit)
            }
            Button("Log Read") { habits[0].streak += 1 }
        }
    }
}

:mount HabitList()
// expect: HabitList body: Read 3, Walk 5
// expect: HabitRow body: Read streak 3 expanded=false
// expect: HabitRow body: Walk streak 5 expanded=false
// expect: HabitRow appear: Read 3
// expect: HabitRow appear: Walk 5
:tap "Expand Read"
// expect: HabitRow body: Read streak 3 expanded=true
:tap "Log Read"
// expect: HabitList body: Read 4, Walk 5
// expect: HabitRow body: Read streak 4 expanded=false
// expect: HabitRow disappear: Read 3
// expect: HabitRow appear: Read 4
:tap "Expand Read"
// expect: HabitRow body: Read streak 4 expanded=true
