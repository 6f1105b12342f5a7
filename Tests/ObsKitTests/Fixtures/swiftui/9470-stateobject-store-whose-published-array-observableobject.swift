// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a @StateObject store whose @Published array of ObservableObject tasks is sorted by the store; each row observes its task and keeps its own @State, which follows the task by id through the re-sort)
// Apple's StateObject page: the view owns the store for its lifetime. Sorting assigns the @Published array, so the
// list re-runs; ForEach identifies rows by the tasks' ids, so each row view (with its @ObservedObject task and its
// @State count of checks) moves with its task instead of being remade.
import SwiftUI

final class TodoTask: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var priority: Int
    init(id: Int, title: String, priority: Int) {
        self.id = id
        self.title = title
        self.priority = priority
    }
}

final class TaskStore: ObservableObject {
    @Published var tasks = [
        TodoTask(id: 1, title: "Email", priority: 2),
        TodoTask(id: 2, title: "Taxes", priority: 5),
        TodoTask(id: 3, title: "Gym", priority: 3)
    ]
    func sortByPriority() {
        tasks.sort { $0.priority > $1.priority }
        print("sorted: \(tasks.map(\.title))")
    }
}

struct TaskRow: View {
    @ObservedObject var task: TodoTask
    @State private var checks = 0
    var body: some View {
        Button("\(task.title) p\(task.priority)") {
            checks += 1
            task.priority += 1
            print("\(task.title): checked \(checks), priority \(task.priority)")
        }
    }
}

struct TaskBoard: View {
    @StateObject private var store = TaskStore()
    var body: some View {
        NavigationStack {
            List {
                ForEach(store.tasks) { task in
                    TaskRow(task: task)
                }
            }
            .toolbar {
                Button("Sort") { store.sortByPriority() }
            }
        }
    }
}

:mount TaskBoard()
:tap "Email p2"
// expect: Email: checked 1, priority 3
:tap "Email p3"
// expect: Email: checked 2, priority 4
:tap "Sort"
// expect: sorted: ["Taxes", "Email", "Gym"]
:tap "Email p4"
// expect: Email: checked 3, priority 5
:tap "Gym p3"
// expect: Gym: checked 1, priority 4
