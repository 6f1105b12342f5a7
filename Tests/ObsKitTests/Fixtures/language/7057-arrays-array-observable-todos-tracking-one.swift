// Blog style (arrays): an array of observable todos, tracking one element's field
import Observation

@Observable
final class Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable
final class TodoList {
    var todos: [Todo] = []
    var remaining: Int { todos.filter { !$0.done }.count }
}

let list = TodoList()
list.todos = [Todo(id: 1, title: "milk"), Todo(id: 2, title: "eggs"), Todo(id: 3, title: "bread")]

withObservationTracking {
    print("remaining: \(list.remaining)")
} onChange: {
    print("remaining may change")
}

list.todos[1].done = true
print("done flags: \(list.todos.map { $0.done })")

withObservationTracking {
    _ = list.todos.count
} onChange: {
    print("array itself changing")
}
list.todos[0].title = "oat milk"
print("title changed, no array notification")
list.todos.append(Todo(id: 4, title: "jam"))
for t in list.todos {
    print("\(t.id) \(t.title) \(t.done ? "x" : " ")")
}
print("remaining now \(list.remaining)")
// expect: remaining: 3
// expect: remaining may change
// expect: done flags: [false, true, false]
// expect: title changed, no array notification
// expect: array itself changing
// expect: 1 oat milk  
// expect: 2 eggs x
// expect: 3 bread  
// expect: 4 jam  
// expect: remaining now 3
