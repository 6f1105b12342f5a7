// Style: Apple-tutorial style, a habit list whose rows each confirm their own deletion.
// SwiftUI: each row owns its dialog flag (@State, per ForEach id, rules §1.2), not read by its body (rules §3.5). The
// dialog gets a standard Cancel (rules §15.11). Deleting changes the list's @State: its body runs and the ForEach builds
// its rows again; the remaining row gets a new closure, which never compares equal (rules §2.4, T15), so its body runs;
// the deleted row's node dies and its onDisappear runs after the update (rules §1.2, §1.4, §11.1).
import SwiftUI

struct Habit: Identifiable {
    let id: Int
    let name: String
}

struct HabitRow: View {
    let habit: Habit
    let onDelete: () -> Void
    @State private var confirming = false

    var body: some View {
        let _ = print("row body: \(habit.name)")
        HStack {
            Text(habit.name)
            Button("Delete \(habit.name)", role: .destructive) { confirming = true }
        }
        .confirmationDialog("Delete \(habit.name)?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { onDelete() }
        }
        .onDisappear { print("row gone: \(habit.name)") }
    }
}

struct HabitList: View {
    @State private var habits = [Habit(id: 1, name: "Run"), Habit(id: 2, name: "Read")]

    var body: some View {
        let _ = print("habit list body: \(habits.map { $0.name })")
        List {
            ForEach(habits) { habit in
                HabitRow(habit: habit) {
                    habits.removeAll { $0.id == habit.id }
                }
            }
        }
    }
}

:mount HabitList()
// expect: habit list body: ["Run", "Read"]
// expect: row body: Run
// expect: row body: Read
:tap "Delete Run"
:tap "Cancel"
:tap "Delete Read"
:tap "Delete"
// expect: habit list body: ["Run"]
// expect: row body: Run
// expect: row gone: Read
