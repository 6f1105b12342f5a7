// Issue 13 (A), editing an @Observable object in a sheet with @Bindable: a list of habit objects, a
// `sheet(item:)` opened by tapping a row, and an editor whose `@Bindable var habit` gives `$habit.name`.
// Expected: edits go straight into the shared object; only the row that reads the changed object re-runs
// (rules §8), the list itself doesn't; Close dismisses through `@Environment(\.dismiss)`.
import SwiftUI

@Observable
final class Habit: Identifiable {
    let id: Int
    var name: String
    var count = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

struct HabitRow: View {
    let habit: Habit
    var body: some View {
        let _ = print("row \(habit.name): \(habit.count)")
        Text("\(habit.name): \(habit.count)")
    }
}

struct HabitEditor: View {
    @Bindable var habit: Habit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $habit.name)
                Button("Log one") { habit.count += 1 }
            }
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
    }
}

struct HabitBoard: View {
    @State private var habits = [Habit(id: 1, name: "Read"), Habit(id: 2, name: "Run")]
    @State private var editing: Habit?

    var body: some View {
        let _ = print("HabitBoard body")
        VStack {
            ForEach(habits) { habit in
                Button {
                    editing = habit
                } label: {
                    HabitRow(habit: habit)
                }
            }
        }
        .sheet(item: $editing) { habit in
            HabitEditor(habit: habit)
        }
    }
}

:mount HabitBoard()
:tap "Read: 0"
:tap "Log one"
:type "!" into "Name"
:tap "Close"
:tap "Run: 0"

// expect: HabitBoard body
// expect: row Read: 0
// expect: row Run: 0
// expect: row Read: 1
// expect: row Read!: 1
