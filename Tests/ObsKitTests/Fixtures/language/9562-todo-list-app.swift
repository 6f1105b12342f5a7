// A to-do list model: filtering by an enum, toggling by id, sorting by due date and grouping by day (UTC dates) (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct TodoItem {
    let id: Int
    var title: String
    var isDone = false
    var due: Date?
    var priority: Int = 1
}

enum TodoFilter: String, CaseIterable {
    case all, open, done, overdue
}

struct TodoList {
    private(set) var items: [TodoItem] = []
    private var nextID = 1
    let today: Date

    init(today: Date) { self.today = today }

    @discardableResult
    mutating func add(_ title: String, due: Date? = nil, priority: Int = 1) -> Int {
        items.append(TodoItem(id: nextID, title: title, due: due, priority: priority))
        nextID += 1
        return nextID - 1
    }

    mutating func toggle(_ id: Int) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        items[i].isDone.toggle()
    }

    func items(matching filter: TodoFilter) -> [TodoItem] {
        switch filter {
        case .all: return items
        case .open: return items.filter { !$0.isDone }
        case .done: return items.filter(\.isDone)
        case .overdue: return items.filter { !$0.isDone && ($0.due.map { $0 < today } ?? false) }
        }
    }

    var sortedByDue: [TodoItem] {
        items.sorted {
            switch ($0.due, $1.due) {
            case let (a?, b?): return a != b ? a < b : $0.priority > $1.priority
            case (nil, _?): return false
            case (_?, nil): return true
            case (nil, nil): return $0.id < $1.id
            }
        }
    }
}

let day: TimeInterval = 86_400
let today = Date(timeIntervalSince1970: 1_717_200_000) // 2024-06-01 00:00 UTC
var list = TodoList(today: today)
let milk = list.add("Buy milk", due: today.addingTimeInterval(-day), priority: 2)
list.add("File taxes", due: today.addingTimeInterval(-3 * day), priority: 3)
let call = list.add("Call plumber", due: today.addingTimeInterval(2 * day))
list.add("Read book")
list.add("Water plants", due: today.addingTimeInterval(2 * day), priority: 2)
list.toggle(milk)
list.toggle(call)
list.toggle(call)
list.toggle(99)

for filter in TodoFilter.allCases {
    print("\(filter.rawValue):", list.items(matching: filter).map(\.title))
}
let fmt = DateFormatter()
fmt.locale = Locale(identifier: "en_US_POSIX")
fmt.timeZone = TimeZone(identifier: "UTC")
fmt.dateFormat = "MMM d"
print(list.sortedByDue.map { "\($0.title)@\($0.due.map(fmt.string(from:)) ?? "someday")" })
let byDay = Dictionary(grouping: list.items.filter { $0.due != nil }) { fmt.string(from: $0.due!) }
for key in byDay.keys.sorted() { print(key, byDay[key]!.map(\.id)) }

// expect: all: ["Buy milk", "File taxes", "Call plumber", "Read book", "Water plants"]
// expect: open: ["File taxes", "Call plumber", "Read book", "Water plants"]
// expect: done: ["Buy milk"]
// expect: overdue: ["File taxes"]
// expect: ["File taxes@May 29", "Buy milk@May 31", "Water plants@Jun 3", "Call plumber@Jun 3", "Read book@someday"]
// expect: Jun 3 [3, 5]
// expect: May 29 [2]
// expect: May 31 [1]
