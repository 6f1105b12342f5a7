// Small app logic: a todo list with sorting, filtering and grouping
struct Todo: Identifiable, CustomStringConvertible {
    enum Priority: Int, Comparable, CaseIterable {
        case low = 1, normal, high
        static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
        var marker: String { String(repeating: "!", count: rawValue) }
    }
    let id: Int
    var title: String
    var priority: Priority
    var dueDay: Int?
    var tags: Set<String>
    var done = false

    var description: String {
        let box = done ? "[x]" : "[ ]"
        let due = dueDay.map { " (day \($0))" } ?? ""
        return "\(box) #\(id) \(title) \(priority.marker)\(due)"
    }
}

final class TodoList {
    private(set) var items: [Todo] = []
    private var nextID = 1

    @discardableResult
    func add(_ title: String, priority: Todo.Priority = .normal, due: Int? = nil, tags: Set<String> = []) -> Int {
        items.append(Todo(id: nextID, title: title, priority: priority, dueDay: due, tags: tags))
        nextID += 1
        return nextID - 1
    }

    func complete(_ id: Int) {
        if let i = items.firstIndex(where: { $0.id == id }) { items[i].done = true }
    }

    func remove(where predicate: (Todo) -> Bool) -> Int {
        let before = items.count
        items.removeAll(where: predicate)
        return before - items.count
    }

    // open first, then priority descending, then due day (nil last), then title
    func sorted() -> [Todo] {
        items.sorted { a, b in
            if a.done != b.done { return !a.done }
            if a.priority != b.priority { return a.priority > b.priority }
            switch (a.dueDay, b.dueDay) {
            case let (x?, y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.title < b.title
            }
        }
    }

    func tagged(_ tag: String) -> [Todo] { items.filter { $0.tags.contains(tag) } }
    func overdue(today: Int) -> [Todo] { items.filter { !$0.done && ($0.dueDay ?? Int.max) < today } }
}

let list = TodoList()
list.add("Buy groceries", due: 3, tags: ["home"])
let report = list.add("Write report", priority: .high, due: 2, tags: ["work"])
list.add("Call plumber", priority: .high, tags: ["home", "urgent"])
list.add("Read novel", priority: .low)
let slides = list.add("Prepare slides", priority: .high, due: 2, tags: ["work"])
list.add("Water plants", due: 1, tags: ["home"])
list.add("Book dentist", priority: .normal, due: 5)

list.complete(report)
list.complete(6)

print("== sorted")
list.sorted().forEach { print($0) }

print("== tagged home")
print(list.tagged("home").map(\.title).sorted())

print("== overdue on day 3")
for t in list.overdue(today: 3) { print(t.title) }

print("== counts by priority")
for p in Todo.Priority.allCases.reversed() {
    let matching = list.items.filter { $0.priority == p }
    print(p, matching.count, "open:", matching.filter { !$0.done }.count)
}

let allTags = list.items.reduce(into: Set<String>()) { $0.formUnion($1.tags) }
print("tags:", allTags.sorted().joined(separator: ", "))

let progress = Double(list.items.filter(\.done).count) / Double(list.items.count) * 100
print("progress: \(Int(progress))%")

print("removed done:", list.remove { $0.done })
list.complete(slides)
print("remaining:", list.sorted().map { "\($0.id)\($0.done ? "x" : "")" }.joined(separator: " "))

// expect: == sorted
// expect: [ ] #5 Prepare slides !!! (day 2)
// expect: [ ] #3 Call plumber !!!
// expect: [ ] #1 Buy groceries !! (day 3)
// expect: [ ] #7 Book dentist !! (day 5)
// expect: [ ] #4 Read novel !
// expect: [x] #2 Write report !!! (day 2)
// expect: [x] #6 Water plants !! (day 1)
// expect: == tagged home
// expect: ["Buy groceries", "Call plumber", "Water plants"]
// expect: == overdue on day 3
// expect: Prepare slides
// expect: == counts by priority
// expect: high 3 open: 2
// expect: normal 3 open: 2
// expect: low 1 open: 1
// expect: tags: home, urgent, work
// expect: progress: 28%
// expect: removed done: 2
// expect: remaining: 3 1 7 4 5x
