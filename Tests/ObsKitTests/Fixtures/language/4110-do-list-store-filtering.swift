// App code style: to-do list store with filtering, sorting and priority grouping
enum Priority: Int, Comparable, CaseIterable, CustomStringConvertible {
    case low = 0, medium, high

    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String {
        switch self {
        case .low: return "low"
        case .medium: return "medium"
        case .high: return "high"
        }
    }
}

struct TodoItem: Equatable {
    let id: Int
    var title: String
    var priority: Priority
    var isDone: Bool = false
    var tags: [String] = []
}

enum TodoFilter {
    case all, open, done
    case tagged(String)
    case atLeast(Priority)

    func matches(_ item: TodoItem) -> Bool {
        switch self {
        case .all: return true
        case .open: return !item.isDone
        case .done: return item.isDone
        case .tagged(let tag): return item.tags.contains(tag)
        case .atLeast(let p): return item.priority >= p
        }
    }
}

final class TodoStore {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    @discardableResult
    func add(_ title: String, priority: Priority = .medium, tags: [String] = []) -> TodoItem {
        let item = TodoItem(id: nextID, title: title, priority: priority, tags: tags)
        nextID += 1
        items.append(item)
        return item
    }

    func toggle(id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
    }

    func items(matching filter: TodoFilter) -> [TodoItem] {
        items.filter(filter.matches)
    }

    func sorted() -> [TodoItem] {
        items.sorted { a, b in
            if a.isDone != b.isDone { return !a.isDone }
            if a.priority != b.priority { return a.priority > b.priority }
            return a.title < b.title
        }
    }

    var completionRate: Double {
        guard !items.isEmpty else { return 0 }
        return Double(items.filter { $0.isDone }.count) / Double(items.count)
    }
}

let store = TodoStore()
store.add("Write report", priority: .high, tags: ["work"])
store.add("Buy milk", priority: .low, tags: ["home", "errand"])
store.add("Call plumber", priority: .medium, tags: ["home"])
store.add("Review PR", priority: .high, tags: ["work", "code"])
store.add("Book dentist", tags: ["errand"])
store.toggle(id: 2)
store.toggle(id: 4)
store.toggle(id: 99)

for item in store.sorted() {
    let mark = item.isDone ? "[x]" : "[ ]"
    print("\(mark) #\(item.id) \(item.title) (\(item.priority))")
}
print("open:", store.items(matching: .open).map { $0.title })
print("home:", store.items(matching: .tagged("home")).map { $0.id })
print("high+:", store.items(matching: .atLeast(.high)).count)
print("done rate: \(store.completionRate)")
for p in Priority.allCases.reversed() {
    let titles = store.items.filter { $0.priority == p }.map(\.title).joined(separator: ", ")
    print("\(p): \(titles.isEmpty ? "-" : titles)")
}
// expect: [ ] #1 Write report (high)
// expect: [ ] #5 Book dentist (medium)
// expect: [ ] #3 Call plumber (medium)
// expect: [x] #4 Review PR (high)
// expect: [x] #2 Buy milk (low)
// expect: open: ["Write report", "Call plumber", "Book dentist"]
// expect: home: [2, 3]
// expect: high+: 2
// expect: done rate: 0.4
// expect: high: Write report, Review PR
// expect: medium: Call plumber, Book dentist
// expect: low: Buy milk
