// App model style (to-do list): struct items with enum priority (Comparable), filtering, toggling by id, and a summary via extensions
enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium, high

    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    var marker: String { String(repeating: "!", count: rawValue) }
}

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var priority: Priority
    var done = false
}

struct TodoList {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    mutating func add(_ title: String, priority: Priority = .medium) -> Int {
        defer { nextID += 1 }
        items.append(TodoItem(id: nextID, title: title, priority: priority))
        return nextID
    }

    mutating func toggle(_ id: TodoItem.ID) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        items[i].done.toggle()
    }

    mutating func removeCompleted() -> Int {
        let before = items.count
        items.removeAll { $0.done }
        return before - items.count
    }
}

extension TodoList: CustomStringConvertible {
    var description: String {
        items.sorted { ($0.priority, $1.id) > ($1.priority, $0.id) }
            .map { "[\($0.done ? "x" : " ")] \($0.id) \($0.title) \($0.priority.marker)" }
            .joined(separator: "\n")
    }
}

var list = TodoList()
let milk = list.add("Buy milk", priority: .low)
let bills = list.add("Pay bills", priority: .high)
_ = list.add("Call mom")
let gym = list.add("Gym", priority: .high)
list.toggle(milk)
list.toggle(gym)
list.toggle(gym)
list.toggle(bills)
print(list)
print("pending by priority:", Priority.allCases.map { p in list.items.filter { $0.priority == p && !$0.done }.count })
print("removed:", list.removeCompleted())
print(list)
print(Priority.allCases.max()!, Priority(rawValue: 2)!, Priority(rawValue: 7) as Any)

// expect: [x] 2 Pay bills !!!
// expect: [ ] 4 Gym !!!
// expect: [ ] 3 Call mom !!
// expect: [x] 1 Buy milk !
// expect: pending by priority: [0, 1, 1]
// expect: removed: 2
// expect: [ ] 4 Gym !!!
// expect: [ ] 3 Call mom !!
// expect: high medium nil
