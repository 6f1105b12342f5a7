// Hacking with Swift style (to-do model layer): tasks sorted by several keys with sorted(by:) and grouped with Dictionary(grouping:)
enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium, high

    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    var label: String {
        switch self {
        case .low: return "low"
        case .medium: return "medium"
        case .high: return "high"
        }
    }
}

struct TodoItem {
    let title: String
    let priority: Priority
    let dueDay: Int
    var isDone = false
}

var items = [
    TodoItem(title: "Pay rent", priority: .high, dueDay: 1),
    TodoItem(title: "Water plants", priority: .low, dueDay: 3),
    TodoItem(title: "Call dentist", priority: .medium, dueDay: 2),
    TodoItem(title: "Book flights", priority: .high, dueDay: 5),
    TodoItem(title: "Back up laptop", priority: .medium, dueDay: 2, isDone: true),
    TodoItem(title: "Renew passport", priority: .high, dueDay: 1),
]

let sorted = items.sorted { a, b in
    if a.priority != b.priority { return a.priority > b.priority }
    if a.dueDay != b.dueDay { return a.dueDay < b.dueDay }
    return a.title < b.title
}
for item in sorted {
    let mark = item.isDone ? "[x]" : "[ ]"
    print("\(mark) \(item.title) (\(item.priority.label), day \(item.dueDay))")
}

let byPriority = Dictionary(grouping: items, by: { $0.priority })
for priority in Priority.allCases.reversed() {
    let titles = byPriority[priority, default: []].map(\.title).sorted()
    print("\(priority.label): \(titles.joined(separator: ", "))")
}

items[1].isDone = true
let open = items.filter { !$0.isDone }
print("open: \(open.count) of \(items.count)")
let firstUrgent = items.first { $0.priority == .high && !$0.isDone }
print("next urgent: \(firstUrgent?.title ?? "none")")

// expect: [ ] Pay rent (high, day 1)
// expect: [ ] Renew passport (high, day 1)
// expect: [ ] Book flights (high, day 5)
// expect: [x] Back up laptop (medium, day 2)
// expect: [ ] Call dentist (medium, day 2)
// expect: [ ] Water plants (low, day 3)
// expect: high: Book flights, Pay rent, Renew passport
// expect: medium: Back up laptop, Call dentist
// expect: low: Water plants
// expect: open: 4 of 6
// expect: next urgent: Pay rent
