// App Development with Swift style (to-do list model): a TaskList struct with mutating methods, private(set), filtering and sorting by priority
enum Priority: Int, Comparable, CaseIterable, CustomStringConvertible {
    case low = 1, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["", "low", "medium", "high"][rawValue] }
}

struct TodoItem: Equatable {
    let id: Int
    var title: String
    var priority: Priority
    var isDone = false
}

struct TodoList {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    @discardableResult
    mutating func add(_ title: String, priority: Priority = .medium) -> Int {
        items.append(TodoItem(id: nextID, title: title, priority: priority))
        nextID += 1
        return nextID - 1
    }

    mutating func complete(id: Int) {
        if let index = items.firstIndex(where: { $0.id == id }) {
            items[index].isDone = true
        }
    }

    mutating func removeCompleted() -> Int {
        let before = items.count
        items.removeAll { $0.isDone }
        return before - items.count
    }

    var pending: [TodoItem] { items.filter { !$0.isDone } }
    var byPriority: [TodoItem] {
        items.sorted { ($0.priority, $1.id) > ($1.priority, $0.id) }
    }
}

var list = TodoList()
list.add("Buy milk", priority: .low)
let essay = list.add("Write essay", priority: .high)
list.add("Call grandma")
list.add("Fix bike", priority: .high)
list.add("Water plants", priority: .low)

for item in list.byPriority {
    print("[\(item.isDone ? "x" : " ")] #\(item.id) \(item.title) (\(item.priority))")
}
list.complete(id: essay)
list.complete(id: 1)
list.complete(id: 99)
print("Pending: \(list.pending.map(\.title))")
for p in Priority.allCases.reversed() {
    let n = list.pending.filter { $0.priority == p }.count
    print("\(p): \(n) left")
}
print("Removed \(list.removeCompleted()) done items, \(list.items.count) remain")
print(list.items.first == TodoItem(id: 3, title: "Call grandma", priority: .medium))

// expect: [ ] #2 Write essay (high)
// expect: [ ] #4 Fix bike (high)
// expect: [ ] #3 Call grandma (medium)
// expect: [ ] #1 Buy milk (low)
// expect: [ ] #5 Water plants (low)
// expect: Pending: ["Call grandma", "Fix bike", "Water plants"]
// expect: high: 1 left
// expect: medium: 1 left
// expect: low: 1 left
// expect: Removed 2 done items, 3 remain
// expect: true
