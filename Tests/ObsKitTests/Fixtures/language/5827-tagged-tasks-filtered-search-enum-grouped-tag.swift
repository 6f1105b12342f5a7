// Kodeco style (to-do model layer): tagged tasks filtered by a search enum, grouped by tag, and summarized with reduce(into:)
struct Task: Identifiable, Equatable {
    let id: Int
    var title: String
    var tags: Set<String>
    var estimateMinutes: Int
    var completed: Bool
}

enum TaskFilter {
    case all
    case completed
    case pending
    case tagged(String)
    case longerThan(Int)

    func matches(_ task: Task) -> Bool {
        switch self {
        case .all: return true
        case .completed: return task.completed
        case .pending: return !task.completed
        case .tagged(let tag): return task.tags.contains(tag)
        case .longerThan(let minutes): return task.estimateMinutes > minutes
        }
    }
}

final class TaskStore {
    private(set) var tasks: [Task] = []
    private var nextID = 1

    @discardableResult
    func add(_ title: String, tags: [String], minutes: Int) -> Task {
        let task = Task(id: nextID, title: title, tags: Set(tags), estimateMinutes: minutes, completed: false)
        nextID += 1
        tasks.append(task)
        return task
    }

    func complete(id: Int) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].completed = true
    }

    func list(_ filter: TaskFilter) -> [String] {
        tasks.filter(filter.matches).map { "#\($0.id) \($0.title)" }
    }
}

let store = TaskStore()
store.add("Write report", tags: ["work"], minutes: 90)
store.add("Gym", tags: ["health"], minutes: 45)
let groceries = store.add("Groceries", tags: ["home", "errands"], minutes: 30)
store.add("Review PR", tags: ["work", "code"], minutes: 20)
store.complete(id: groceries.id)
store.complete(id: 99)

print(store.list(.all))
print(store.list(.pending))
print(store.list(.completed))
print(store.list(.tagged("work")))
print(store.list(.longerThan(40)))

let minutesByTag = store.tasks.reduce(into: [String: Int]()) { result, task in
    for tag in task.tags { result[tag, default: 0] += task.estimateMinutes }
}
for tag in minutesByTag.keys.sorted() {
    print("\(tag): \(minutesByTag[tag]!) min")
}
print(store.tasks[2] == groceries, store.tasks[2].completed)

// expect: ["#1 Write report", "#2 Gym", "#3 Groceries", "#4 Review PR"]
// expect: ["#1 Write report", "#2 Gym", "#4 Review PR"]
// expect: ["#3 Groceries"]
// expect: ["#1 Write report", "#4 Review PR"]
// expect: ["#1 Write report", "#2 Gym"]
// expect: code: 20 min
// expect: errands: 30 min
// expect: health: 45 min
// expect: home: 30 min
// expect: work: 110 min
// expect: false true
