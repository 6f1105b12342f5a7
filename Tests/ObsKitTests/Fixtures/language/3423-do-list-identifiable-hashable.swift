// App code style: a to-do list of Identifiable, Hashable items: find by id, toggle in place, removeAll(where:), stable grouping, sorted output
struct Todo: Identifiable, Hashable, CustomStringConvertible {
    let id: Int
    var title: String
    var done = false
    var priority: Int

    var description: String { "[\(done ? "x" : " ")] \(title) (p\(priority))" }
}

struct TodoList {
    private(set) var items: [Todo] = []
    private var nextID = 1

    @discardableResult
    mutating func add(_ title: String, priority: Int = 2) -> Todo.ID {
        items.append(Todo(id: nextID, title: title, priority: priority))
        nextID += 1
        return nextID - 1
    }

    mutating func toggle(_ id: Todo.ID) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        items[i].done.toggle()
    }

    mutating func clearDone() { items.removeAll(where: \.done) }

    var byPriority: [Todo] { items.sorted { ($0.priority, $0.id) < ($1.priority, $1.id) } }
}

var list = TodoList()
let milk = list.add("Buy milk", priority: 1)
list.add("Write report", priority: 3)
let call = list.add("Call Sam")
list.add("Fix bike", priority: 1)
list.items.forEach { print($0) }
list.toggle(milk)
list.toggle(call)
list.toggle(99)
print("--")
list.byPriority.forEach { print($0) }
print("done ids:", list.items.filter(\.done).map(\.id))
let ids = Set(list.items.map(\.id))
print(ids.sorted(), ids.contains(call))
list.clearDone()
print("after clear:", list.items.map(\.title))
let again = list.add("Buy milk")
print(again, list.items.count, list.items.last!)
let a = Todo(id: 7, title: "x", priority: 1)
var b = a
print(a == b, a.hashValue == b.hashValue)
b.done = true
print(a == b, Set([a, b, a]).count)
print(type(of: a.id), list.items.map { "\($0.id):\($0.priority)" })
// expect: [ ] Buy milk (p1)
// expect: [ ] Write report (p3)
// expect: [ ] Call Sam (p2)
// expect: [ ] Fix bike (p1)
// expect: --
// expect: [x] Buy milk (p1)
// expect: [ ] Fix bike (p1)
// expect: [x] Call Sam (p2)
// expect: [ ] Write report (p3)
// expect: done ids: [1, 3]
// expect: [1, 2, 3, 4] true
// expect: after clear: ["Write report", "Fix bike"]
// expect: 5 3 [ ] Buy milk (p2)
// expect: true true
// expect: false 2
// expect: Int ["2:3", "4:1", "5:2"]
