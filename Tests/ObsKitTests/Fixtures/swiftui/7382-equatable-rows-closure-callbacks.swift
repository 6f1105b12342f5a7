// Rows that take callbacks (`onToggle: (Int) -> Void`) from the parent, and the fix performance posts recommend: make
// the row `Equatable`, comparing only its data. The same tasks are shown twice, once with plain rows, once with
// Equatable rows.
// What SwiftUI does: toggling a task changes the parent's state, so the parent runs and builds every row again
// (rules §2.6; each ForEach row's builder runs again, ObsREPL's choice). A plain row holds the closure the parent's body
// made, which captures the parent and never equals the last one, so every plain row runs (rules §2.3, §2.4). An
// Equatable row is not plain data (it holds a closure), so SwiftUI compares it with its `==`, which ignores the closure:
// only the row whose task changed runs (rules §2.2). Rows run in tree order after the parent (rules §2.8).
// Sources: rules §2.2–§2.4, §2.6, §2.8; https://developer.apple.com/documentation/swiftui/view/equatable()
import SwiftUI

struct TaskItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

struct PlainTaskRow: View {
    let task: TaskItem
    let onToggle: (Int) -> Void

    var body: some View {
        let _ = print("PlainTaskRow body: \(task.title)")
        Button("\(task.done ? "☑" : "☐") \(task.title)") { onToggle(task.id) }
    }
}

struct EquatableTaskRow: View, Equatable {
    let task: TaskItem
    let onToggle: (Int) -> Void

    static func == (lhs: EquatableTaskRow, rhs: EquatableTaskRow) -> Bool {
        lhs.task == rhs.task
    }

    var body: some View {
        let _ = print("EquatableTaskRow body: \(task.title)")
        Button("Toggle \(task.title)") { onToggle(task.id) }
    }
}

struct TaskBoard: View {
    @State private var tasks = [
        TaskItem(id: 1, title: "Design"),
        TaskItem(id: 2, title: "Build"),
        TaskItem(id: 3, title: "Ship"),
    ]

    var body: some View {
        let _ = print("TaskBoard body: \(tasks.filter(\.done).count) done")
        List {
            Section("Plain") {
                ForEach(tasks) { task in
                    PlainTaskRow(task: task) { id in toggle(id) }
                }
            }
            Section("Equatable") {
                ForEach(tasks) { task in
                    EquatableTaskRow(task: task) { id in toggle(id) }
                        .equatable()
                }
            }
        }
    }

    private func toggle(_ id: Int) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].done.toggle()
    }
}

:mount TaskBoard()
// expect: TaskBoard body: 0 done
// expect: PlainTaskRow body: Design
// expect: PlainTaskRow body: Build
// expect: PlainTaskRow body: Ship
// expect: EquatableTaskRow body: Design
// expect: EquatableTaskRow body: Build
// expect: EquatableTaskRow body: Ship
:tap "Toggle Build"
// expect: TaskBoard body: 1 done
// expect: PlainTaskRow body: Design
// expect: PlainTaskRow body: Build
// expect: PlainTaskRow body: Ship
// expect: EquatableTaskRow body: Build
:tap "☐ Ship"
// expect: TaskBoard body: 2 done
// expect: PlainTaskRow body: Design
// expect: PlainTaskRow body: Build
// expect: PlainTaskRow body: Ship
// expect: EquatableTaskRow body: Ship
