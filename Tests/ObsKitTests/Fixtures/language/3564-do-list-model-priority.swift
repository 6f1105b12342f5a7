// App code style: to-do list model with priority enum, Comparable sorting, filtering and toggling
enum Priority: Int, Comparable, CustomStringConvertible {
    case low = 1, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { String(repeating: "!", count: rawValue) }
}

struct Todo: Identifiable {
    let id: Int
    var title: String
    var priority: Priority
    var done = false
    var tags: [String] = []
}

struct TodoList {
    private(set) var items: [Todo] = []
    private var nextID = 1
    @discardableResult
    mutating func add(_ title: String, _ p: Priority = .medium, tags: String...) -> Int {
        defer { nextID += 1 }
        items.append(Todo(id: nextID, title: title, priority: p, tags: tags))
        return nextID
    }
    mutating func toggle(_ id: Int) {
        if let i = items.firstIndex(where: { $0.id == id }) { items[i].done.toggle() }
    }
    mutating func removeDone() -> Int {
        let before = items.count
        items.removeAll { $0.done }
        return before - items.count
    }
    var pending: [Todo] {
        items.filter { !$0.done }.sorted { ($0.priority, -$0.id) > ($1.priority, -$1.id) }
    }
}

var list = TodoList()
list.add("buy milk", .low, tags: "home")
let report = list.add("write report", .high, tags: "work", "urgent")
list.add("call mom")
list.add("fix bike", .high, tags: "home")
list.add("read book", .low)
list.toggle(report)
list.toggle(99)
for t in list.pending { print("[\(t.id)] \(t.priority) \(t.title)\(t.tags.isEmpty ? "" : " #" + t.tags.joined(separator: " #"))") }
let byTag = Dictionary(grouping: list.items.flatMap { t in t.tags.map { ($0, t.title) } }, by: { $0.0 })
for tag in byTag.keys.sorted() { print("\(tag): \(byTag[tag]!.map { $0.1 })") }
print("removed \(list.removeDone()), left \(list.items.count)")
print("max priority: \(list.items.map(\.priority).max()!), min: \(list.items.map(\.priority).min()!)")
// expect: [4] !!! fix bike #home
// expect: [3] !! call mom
// expect: [1] ! buy milk #home
// expect: [5] ! read book
// expect: home: ["buy milk", "fix bike"]
// expect: urgent: ["write report"]
// expect: work: ["write report"]
// expect: removed 1, left 4
// expect: max priority: !!!, min: !
