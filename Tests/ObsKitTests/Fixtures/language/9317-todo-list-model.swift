// A to-do list model with filters, priority sorting and bulk actions
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Priority: Int, Comparable, CaseIterable, CustomStringConvertible {
    case low = 0, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["low", "medium", "high"][rawValue] }
}

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var priority: Priority
    var isDone = false
    var dueDay: Int?
}

enum Filter { case all, active, completed, overdue(today: Int) }

struct TodoStore {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    @discardableResult
    mutating func add(_ title: String, priority: Priority = .medium, dueDay: Int? = nil) -> Int {
        items.append(TodoItem(id: nextID, title: title, priority: priority, dueDay: dueDay))
        nextID += 1
        return nextID - 1
    }
    mutating func toggle(_ id: Int) {
        if let i = items.firstIndex(where: { $0.id == id }) { items[i].isDone.toggle() }
    }
    mutating func clearCompleted() -> Int {
        let before = items.count
        items.removeAll(where: \.isDone)
        return before - items.count
    }
    func items(_ filter: Filter) -> [TodoItem] {
        let filtered: [TodoItem]
        switch filter {
        case .all: filtered = items
        case .active: filtered = items.filter { !$0.isDone }
        case .completed: filtered = items.filter(\.isDone)
        case .overdue(let today): filtered = items.filter { !$0.isDone && ($0.dueDay ?? Int.max) < today }
        }
        return filtered.sorted { ($1.priority, $0.id) < ($0.priority, $1.id) }
    }
    var summary: String {
        let left = items.filter { !$0.isDone }.count
        return "\(left) item\(left == 1 ? "" : "s") left"
    }
}

func show(_ title: String, _ list: [TodoItem]) {
    print("\(title):")
    for item in list {
        let box = item.isDone ? "[x]" : "[ ]"
        let due = item.dueDay.map { " (due day \($0))" } ?? ""
        print("  \(box) \(item.title) - \(item.priority)\(due)")
    }
}

var store = TodoStore()
let milk = store.add("Buy milk", priority: .low, dueDay: 3)
let taxes = store.add("File taxes", priority: .high, dueDay: 1)
store.add("Walk dog")
let bug = store.add("Fix login bug", priority: .high, dueDay: 5)
store.add("Read book", priority: .low)
show("All", store.items(.all))
store.toggle(taxes)
store.toggle(milk)
show("Active", store.items(.active))
show("Completed", store.items(.completed))
show("Overdue on day 6", store.items(.overdue(today: 6)))
print(store.summary)
store.toggle(bug)
print("cleared \(store.clearCompleted())")
print(store.summary)
print(Priority.allCases.map { p in "\(p): \(store.items.filter { $0.priority == p }.count)" }.joined(separator: ", "))
// expect: All:
// expect:   [ ] File taxes - high (due day 1)
// expect:   [ ] Fix login bug - high (due day 5)
// expect:   [ ] Walk dog - medium
// expect:   [ ] Buy milk - low (due day 3)
// expect:   [ ] Read book - low
// expect: Active:
// expect:   [ ] Fix login bug - high (due day 5)
// expect:   [ ] Walk dog - medium
// expect:   [ ] Read book - low
// expect: Completed:
// expect:   [x] File taxes - high (due day 1)
// expect:   [x] Buy milk - low (due day 3)
// expect: Overdue on day 6:
// expect:   [ ] Fix login bug - high (due day 5)
// expect: 3 items left
// expect: cleared 3
// expect: 2 items left
// expect: low: 1, medium: 1, high: 0
