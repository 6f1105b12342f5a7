// Issue 13 (A), a toolbar Menu for sorting and filtering: buttons that set a sort order, a Picker inside the
// Menu, and a Toggle inside the Menu, over a list of tasks.
// Expected: `:tap "Options"` opens the menu, an item runs and closes it; the Picker and Toggle in a Menu are
// reached the same way (open, then `:pick`/`:toggle`). The body prints the visible order each time.
import SwiftUI

enum TaskSort: String, CaseIterable, Identifiable {
    case name, due
    var id: Self { self }
}

struct TaskItem: Identifiable {
    let id: Int
    let name: String
    let due: Int
    let done: Bool
}

struct TasksView: View {
    let tasks = [
        TaskItem(id: 1, name: "Taxes", due: 3, done: false),
        TaskItem(id: 2, name: "Gym", due: 1, done: true),
        TaskItem(id: 3, name: "Call mom", due: 2, done: false),
    ]
    @State private var order = TaskSort.name
    @State private var hideDone = false

    var visible: [TaskItem] {
        let shown = hideDone ? tasks.filter { !$0.done } : tasks
        switch order {
        case .name: return shown.sorted { $0.name < $1.name }
        case .due: return shown.sorted { $0.due < $1.due }
        }
    }

    var body: some View {
        let _ = print("showing:", visible.map(\.name))
        NavigationStack {
            List(visible) { task in
                Text(task.name)
            }
            .navigationTitle("Tasks")
            .toolbar {
                Menu("Options", systemImage: "line.3.horizontal.decrease.circle") {
                    Picker("Sort by", selection: $order) {
                        ForEach(TaskSort.allCases) { order in
                            Text(order.rawValue.capitalized)
                        }
                    }
                    Toggle("Hide Done", isOn: $hideDone)
                    Button("Reset") {
                        order = .name
                        hideDone = false
                    }
                }
            }
        }
    }
}

:mount TasksView()
:tap "Options"
:pick "Due" in "Sort by"
:tap "Options"
:toggle "Hide Done"
:tap "Options"
:tap "Reset"

// expect: showing: ["Call mom", "Gym", "Taxes"]
// expect: showing: ["Gym", "Call mom", "Taxes"]
// expect: showing: ["Call mom", "Taxes"]
// expect: showing: ["Call mom", "Gym", "Taxes"]
