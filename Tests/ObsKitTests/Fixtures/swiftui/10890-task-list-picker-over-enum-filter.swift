// Apple tutorial style (task list): a Picker over an enum filter held in the store, a computed visible array, onChange(of:) with old and new values, an equal re-selection that notifies nobody (rules §8.1, §8.5, §11.1, §15.5)
import SwiftUI
import Observation

enum TaskFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case open = "Open"
    case done = "Done"
    var id: Self { self }
}

struct TaskItem: Identifiable {
    let id: Int
    var title: String
    var done: Bool
}

@Observable
final class TaskStore {
    var tasks = [
        TaskItem(id: 1, title: "Write report", done: false),
        TaskItem(id: 2, title: "Call plumber", done: true),
        TaskItem(id: 3, title: "Book flights", done: false),
    ]
    var filter: TaskFilter = .all

    var visible: [TaskItem] {
        switch filter {
        case .all: return tasks
        case .open: return tasks.filter { !$0.done }
        case .done: return tasks.filter(\.done)
        }
    }
}

struct TasksView: View {
    @Environment(TaskStore.self) private var store
    var body: some View {
        @Bindable var store = store
        let _ = print("tasks view: \(store.filter.rawValue), \(store.visible.count) visible")
        NavigationStack {
            List {
                Picker("Show", selection: $store.filter) {
                    ForEach(TaskFilter.allCases) { filter in
                        Text(filter.rawValue)
                    }
                }
                ForEach(store.visible) { task in
                    Text(task.title)
                }
            }
            .navigationTitle("Tasks")
            .onChange(of: store.filter) { old, new in
                print("filter \(old.rawValue) -> \(new.rawValue)")
            }
        }
    }
}

let store = TaskStore()
:mount TasksView().environment(store)
// expect: tasks view: All, 3 visible
:pick "Open" in "Show"
// expect: tasks view: Open, 2 visible
// expect: filter All -> Open
:pick "Done" in "Show"
// expect: tasks view: Done, 1 visible
// expect: filter Open -> Done
:pick "Done" in "Show"
store.tasks[0].done = true
// expect: tasks view: Done, 2 visible
