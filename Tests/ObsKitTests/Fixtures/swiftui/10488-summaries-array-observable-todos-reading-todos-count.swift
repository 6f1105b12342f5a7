// Observation in depth style: two summaries of an array of @Observable todos; the one reading todos.count depends on the array only, the one filtering by done reads every element's done, so a toggle re-runs it and the row but not the count, and an append re-runs both and the list (rules §8.3, §8.4)
import SwiftUI

@Observable
final class Todo: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class TodoStore {
    var todos = [Todo(id: 1, title: "Email"), Todo(id: 2, title: "Call")]
    var nextID = 3
}

struct CountLine: View {
    let store: TodoStore

    var body: some View {
        let _ = print("CountLine body: \(store.todos.count) total")
        Text("\(store.todos.count) total")
    }
}

struct DoneLine: View {
    let store: TodoStore

    var body: some View {
        let done = store.todos.filter { $0.done }.count
        let _ = print("DoneLine body: \(done) done")
        Text("\(done) done")
    }
}

struct TodoRow: View {
    let todo: Todo

    var body: some View {
        let _ = print("TodoRow body: \(todo.title) \(todo.done)")
        Button("Toggle \(todo.title)") { todo.done.toggle() }
    }
}

struct TodoScreen: View {
    @State private var store = TodoStore()

    var body: some View {
        let _ = print("TodoScreen body")
        VStack {
            CountLine(store: store)
            DoneLine(store: store)
            ForEach(store.todos) { todo in
                TodoRow(todo: todo)
            }
            Button("Add") {
                store.todos.append(Todo(id: store.nextID, title: "Task \(store.nextID)"))
                store.nextID += 1
            }
        }
    }
}

:mount TodoScreen()
// expect: TodoScreen body
// expect: CountLine body: 2 total
// expect: DoneLine body: 0 done
// expect: TodoRow body: Email false
// expect: TodoRow body: Call false
:tap "Toggle Call"
// expect: DoneLine body: 1 done
// expect: TodoRow body: Call true
:tap "Add"
// expect: TodoScreen body
// expect: CountLine body: 3 total
// expect: DoneLine body: 1 done
// expect: TodoRow body: Task 3 false
:tap "Toggle Task 3"
// expect: DoneLine body: 2 done
// expect: TodoRow body: Task 3 true
