// Closures in app code: a view model with change callbacks, a filter held as a closure, and a sort order chosen by key.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Todo { let title: String; var done: Bool; let priority: Int }
final class TodoListModel {
    private(set) var todos: [Todo] = [] {
        didSet { onChange?(visible.map(\.title)) }
    }
    var onChange: (([String]) -> Void)?
    var filter: (Todo) -> Bool = { _ in true } {
        didSet { onChange?(visible.map(\.title)) }
    }
    var order: (Todo, Todo) -> Bool = { $0.title < $1.title }
    var visible: [Todo] { todos.filter(filter).sorted(by: order) }
    func add(_ title: String, priority: Int = 1) { todos.append(Todo(title: title, done: false, priority: priority)) }
    func toggle(_ title: String) {
        guard let i = todos.firstIndex(where: { $0.title == title }) else { return }
        todos[i].done.toggle()
    }
}
let model = TodoListModel()
var renders = 0
model.onChange = { titles in
    renders += 1
    print("render \(renders):", titles)
}
model.add("water plants", priority: 2)
model.add("buy bread", priority: 3)
model.add("call mom")
model.toggle("buy bread")
model.filter = { !$0.done }
model.order = { $0.priority > $1.priority }
model.add("fix bike", priority: 5)
model.filter = { $0.done }
let summary = model.todos.map { "\($0.done ? "✓" : "·") \($0.title)" }
print(summary.joined(separator: " | "))
print("renders:", renders)
let byPriority = Dictionary(grouping: model.todos, by: { $0.priority >= 3 ? "high" : "low" })
print(byPriority["high"]!.map(\.title), byPriority["low"]!.count)

// expect: render 1: ["water plants"]
// expect: render 2: ["buy bread", "water plants"]
// expect: render 3: ["buy bread", "call mom", "water plants"]
// expect: render 4: ["buy bread", "call mom", "water plants"]
// expect: render 5: ["call mom", "water plants"]
// expect: render 6: ["fix bike", "water plants", "call mom"]
// expect: render 7: ["buy bread"]
// expect: · water plants | ✓ buy bread | · call mom | · fix bike
// expect: renders: 7
// expect: ["buy bread", "fix bike"] 2
