// what's-new style: ScrollView + LazyVStack of rows each holding an @Observable item: a tap changes one item and only its row runs; appending a row runs the list's body and only the new row's body, and the new row appears (rules §8.3, §2.3, §2.6, §11.1)
import SwiftUI

@Observable
final class TaskItem: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct TaskRowView: View {
    let item: TaskItem

    var body: some View {
        let _ = print("row \(item.id): \(item.title) \(item.done ? "done" : "open")")
        Button(item.title) { item.done.toggle() }
    }
}

struct TaskBoard: View {
    @State private var items = [TaskItem(id: 1, title: "Write"), TaskItem(id: 2, title: "Test"), TaskItem(id: 3, title: "Ship")]

    var body: some View {
        let _ = print("TaskBoard body: \(items.count)")
        VStack {
            ScrollView {
                LazyVStack {
                    ForEach(items) { item in
                        TaskRowView(item: item)
                            .onAppear { print("row \(item.id) appeared") }
                    }
                }
            }
            Button("Add Review") { items.append(TaskItem(id: 4, title: "Review")) }
        }
    }
}

:mount TaskBoard()
// expect: TaskBoard body: 3
// expect: row 1: Write open
// expect: row 2: Test open
// expect: row 3: Ship open
// expect: row 1 appeared
// expect: row 2 appeared
// expect: row 3 appeared
:tap "Test"
// expect: row 2: Test done
:tap "Add Review"
// expect: TaskBoard body: 4
// expect: row 4: Review open
// expect: row 4 appeared
:tap "Review"
// expect: row 4: Review done
