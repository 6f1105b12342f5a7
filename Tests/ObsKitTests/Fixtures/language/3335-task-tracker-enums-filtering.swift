// App code style: task tracker with enums, filtering by status and priority, and summaries
enum Status: String, CaseIterable { case todo, doing, done }
enum Priority: Int, Comparable {
    case low = 1, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

struct Task {
    let id: Int
    var title: String
    var status: Status = .todo
    var priority: Priority = .medium
}

var tasks = [
    Task(id: 1, title: "Write spec", status: .done, priority: .high),
    Task(id: 2, title: "Review PR"),
    Task(id: 3, title: "Fix login bug", priority: .high),
    Task(id: 4, title: "Update docs", priority: .low),
    Task(id: 5, title: "Plan sprint", status: .doing),
]

func advance(_ id: Int) {
    guard let i = tasks.firstIndex(where: { $0.id == id }) else {
        print("no task \(id)")
        return
    }
    switch tasks[i].status {
    case .todo: tasks[i].status = .doing
    case .doing: tasks[i].status = .done
    case .done: print("task \(id) already done")
    }
}

advance(3)
advance(5)
advance(1)
advance(9)
for status in Status.allCases {
    let titles = tasks.filter { $0.status == status }.map(\.title)
    print("\(status.rawValue.uppercased()) (\(titles.count)): \(titles.joined(separator: "; "))")
}
let open = tasks.filter { $0.status != .done }
    .sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.id < $1.id }
print("next up: \(open.map { "#\($0.id)" }.joined(separator: " "))")
let highCount = tasks.lazy.filter { $0.priority == .high }.count
print("high priority: \(highCount)")
let progress = tasks.filter { $0.status == .done }.count * 100 / tasks.count
print("progress: \(progress)%")
print(Priority.low < .high, Priority(rawValue: 2) == .medium, Status.allCases.count)
// expect: task 1 already done
// expect: no task 9
// expect: TODO (2): Review PR; Update docs
// expect: DOING (1): Fix login bug
// expect: DONE (2): Write spec; Plan sprint
// expect: next up: #3 #2 #4
// expect: high priority: 2
// expect: progress: 40%
// expect: true true 3
