// Tutorial style (a task keyed on several filters): a Toggle and a Picker feed one Equatable query struct used as .task(id:); any change restarts the fetch, and a change during the wait cancels the stale one (rules §11.3, §3.4, §15.5)
import SwiftUI

enum TodoSort: String, CaseIterable, Identifiable {
    case name, date
    var id: Self { self }
}

struct TodoQuery: Equatable {
    var showDone: Bool
    var sort: TodoSort
}

struct Todo {
    let title: String
    let done: Bool
    let order: Int
}

struct TodoListView: View {
    @State private var showDone = false
    @State private var sort: TodoSort = .name
    @State private var todos: [String] = []

    private var query: TodoQuery { TodoQuery(showDone: showDone, sort: sort) }

    var body: some View {
        let _ = print("body: showDone=\(showDone) sort=\(sort.rawValue) todos=\(todos)")
        List {
            Toggle("Show completed", isOn: $showDone)
            Picker("Sort by", selection: $sort) {
                ForEach(TodoSort.allCases) { option in
                    Text(option.rawValue.capitalized).tag(option)
                }
            }
            ForEach(todos, id: \.self) { title in
                Text(title)
            }
        }
        .task(id: query) {
            let current = query
            print("fetching showDone=\(current.showDone) sort=\(current.sort.rawValue)")
            try? await Task.sleep(for: .milliseconds(200))
            guard !Task.isCancelled else { return }
            todos = fetchTodos(current)
        }
    }

    private func fetchTodos(_ query: TodoQuery) -> [String] {
        var items = [
            Todo(title: "Buy milk", done: false, order: 3),
            Todo(title: "Call mom", done: true, order: 1),
            Todo(title: "Answer email", done: false, order: 2),
        ]
        if !query.showDone {
            items.removeAll { $0.done }
        }
        switch query.sort {
        case .name: items.sort { $0.title < $1.title }
        case .date: items.sort { $0.order < $1.order }
        }
        return items.map { $0.title }
    }
}

:mount TodoListView()
// expect: body: showDone=false sort=name todos=[]
// expect: fetching showDone=false sort=name
:advance 200ms
// expect: body: showDone=false sort=name todos=["Answer email", "Buy milk"]
:toggle "Show completed"
// expect: body: showDone=true sort=name todos=["Answer email", "Buy milk"]
// expect: fetching showDone=true sort=name
:pick "Date" in "Sort by"
// expect: body: showDone=true sort=date todos=["Answer email", "Buy milk"]
// expect: fetching showDone=true sort=date
:advance 200ms
// expect: body: showDone=true sort=date todos=["Call mom", "Answer email", "Buy milk"]
