// architecture style: child view models per row, created and owned by the list's view model and observed by each row with @ObservedObject; adding a row makes one model, the other rows keep theirs and skip their bodies; a row's change runs only that row; removing a row releases its model when its row goes (rules §5.1, §5.2, §2.3, §1.2, §1.4)
import SwiftUI

final class TaskRowModel: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
        print("TaskRowModel init \(title)")
    }
    deinit { print("TaskRowModel deinit \(title)") }
}

final class TaskListModel: ObservableObject {
    @Published private(set) var rows: [TaskRowModel] = []
    private var nextID = 1

    func add(_ title: String) {
        rows.append(TaskRowModel(id: nextID, title: title))
        nextID += 1
    }

    func remove(id: Int) {
        rows.removeAll { $0.id == id }
    }
}

struct TaskRow: View {
    @ObservedObject var model: TaskRowModel

    var body: some View {
        let _ = print("TaskRow body: \(model.title) done=\(model.done)")
        Button(model.done ? "Undo \(model.title)" : "Finish \(model.title)") { model.done.toggle() }
    }
}

struct TaskListScreen: View {
    @StateObject private var list = TaskListModel()

    var body: some View {
        let _ = print("TaskListScreen body: \(list.rows.count)")
        VStack {
            ForEach(list.rows) { row in
                TaskRow(model: row)
            }
            Button("Add") { list.add("T\(list.rows.count + 1)") }
            Button("Drop first") {
                if let first = list.rows.first { list.remove(id: first.id) }
            }
        }
    }
}

:mount TaskListScreen()
// expect: TaskListScreen body: 0
:tap "Add"
// expect: TaskRowModel init T1
// expect: TaskListScreen body: 1
// expect: TaskRow body: T1 done=false
:tap "Add"
// expect: TaskRowModel init T2
// expect: TaskListScreen body: 2
// expect: TaskRow body: T2 done=false
:tap "Finish T1"
// expect: TaskRow body: T1 done=true
:tap "Drop first"
// expect: TaskListScreen body: 1
// expect: TaskRowModel deinit T1
