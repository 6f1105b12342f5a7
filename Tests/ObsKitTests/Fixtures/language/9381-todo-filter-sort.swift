// to-do list model: filtering by status/priority and sorting by due day (expected output from swiftc 6.3.1 on Linux)
import Foundation

enum Priority: Int, Comparable, CustomStringConvertible {
    case low = 1, medium, high

    static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    var description: String {
        switch self {
        case .low: return "low"
        case .medium: return "medium"
        case .high: return "high"
        }
    }
}

struct TodoItem {
    let title: String
    var isDone: Bool
    let priority: Priority
    let dueInDays: Int
}

struct TodoList {
    private(set) var items: [TodoItem] = []

    mutating func add(_ title: String, priority: Priority = .medium, due: Int) {
        items.append(TodoItem(title: title, isDone: false, priority: priority, dueInDays: due))
    }

    mutating func complete(_ title: String) {
        if let index = items.firstIndex(where: { $0.title == title }) {
            items[index].isDone = true
        }
    }

    var pending: [TodoItem] { items.filter { !$0.isDone } }
    var done: [TodoItem] { items.filter(\.isDone) }

    func sortedByUrgency() -> [TodoItem] {
        pending.sorted {
            if $0.priority != $1.priority { return $0.priority > $1.priority }
            return $0.dueInDays < $1.dueInDays
        }
    }
}

var list = TodoList()
list.add("Water the plants", priority: .low, due: 1)
list.add("Pay electricity bill", priority: .high, due: 3)
list.add("Book dentist", due: 7)
list.add("Finish report", priority: .high, due: 2)
list.add("Call grandma", due: 2)
list.complete("Book dentist")

print("Total: \(list.items.count), pending: \(list.pending.count), done: \(list.done.count)")
for item in list.sortedByUrgency() {
    let mark = item.isDone ? "[x]" : "[ ]"
    print("\(mark) \(item.title) (\(item.priority), due in \(item.dueInDays)d)")
}
let highTitles = list.items.filter { $0.priority == .high }.map(\.title)
print("High priority: \(highTitles.joined(separator: ", "))")
let dueSoon = list.pending.filter { $0.dueInDays <= 2 }.count
print("Due within 2 days: \(dueSoon)")
if let first = list.done.first {
    print("First finished: \(first.title)")
}
// expect: Total: 5, pending: 4, done: 1
// expect: [ ] Finish report (high, due in 2d)
// expect: [ ] Pay electricity bill (high, due in 3d)
// expect: [ ] Call grandma (medium, due in 2d)
// expect: [ ] Water the plants (low, due in 1d)
// expect: High priority: Pay electricity bill, Finish report
// expect: Due within 2 days: 3
// expect: First finished: Book dentist
