// Foundation in app code: decoding a top-level JSON array and a wrapped array, then filtering and sorting
import Foundation

struct Todo: Codable {
    let id: Int
    let title: String
    let completed: Bool
}

struct TodoResponse: Codable {
    let items: [Todo]
    let total: Int
}

let arrayJSON = """
[
  {"id": 3, "title": "Write tests", "completed": false},
  {"id": 1, "title": "Buy milk", "completed": true},
  {"id": 2, "title": "Walk the dog", "completed": false}
]
"""

let wrappedJSON = """
{"items": [{"id": 10, "title": "Ship app", "completed": true}], "total": 1}
"""

let decoder = JSONDecoder()
do {
    let todos = try decoder.decode([Todo].self, from: Data(arrayJSON.utf8))
    print("Loaded \(todos.count) todos")
    for todo in todos.sorted(by: { $0.id < $1.id }) {
        print("\(todo.id). [\(todo.completed ? "x" : " ")] \(todo.title)")
    }
    let open = todos.filter { !$0.completed }.map(\.title)
    print("Open: \(open.joined(separator: ", "))")

    let response = try decoder.decode(TodoResponse.self, from: Data(wrappedJSON.utf8))
    print("Wrapped total: \(response.total), first: \(response.items[0].title)")
} catch {
    print("Failed: \(error)")
}

// expect: Loaded 3 todos
// expect: 1. [x] Buy milk
// expect: 2. [ ] Walk the dog
// expect: 3. [ ] Write tests
// expect: Open: Write tests, Walk the dog
// expect: Wrapped total: 1, first: Ship app
