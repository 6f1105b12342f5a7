// Stack Overflow style (counting rows through a preference): each row in a scrolling VStack reports 1, reduce sums them, and removing rows lowers the count (rules §15.23, §1)
import SwiftUI

struct RowCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct TodoItem: Identifiable {
    let id: Int
    var title: String
}

struct TaskRow: View {
    let task: TodoItem

    var body: some View {
        Text(task.title)
            .frame(maxWidth: .infinity, alignment: .leading)
            .preference(key: RowCountKey.self, value: 1)
    }
}

struct ContentView: View {
    @State private var tasks = (1...4).map { TodoItem(id: $0, title: "Task \($0)") }

    var body: some View {
        VStack {
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(tasks) { task in
                        TaskRow(task: task)
                    }
                }
            }
            .onPreferenceChange(RowCountKey.self) { count in
                print("rows: \(count)")
            }
            Button("Remove last") {
                if !tasks.isEmpty { tasks.removeLast() }
            }
        }
    }
}
:mount ContentView()
// expect: rows: 4
:tap "Remove last"
// expect: rows: 3
:tap "Remove last"
// expect: rows: 2
