// App model layer: Comparable conformances for app models and multi-key sorting of a task list
enum Priority: Int, Comparable, CustomStringConvertible {
    case low = 1, medium, high, urgent
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["low", "medium", "high", "urgent"][rawValue - 1] }
}

struct Version: Comparable, CustomStringConvertible {
    let parts: [Int]
    init(_ string: String) { parts = string.split(separator: ".").map { Int($0) ?? 0 } }
    static func < (a: Version, b: Version) -> Bool {
        for i in 0..<max(a.parts.count, b.parts.count) {
            let x = i < a.parts.count ? a.parts[i] : 0
            let y = i < b.parts.count ? b.parts[i] : 0
            if x != y { return x < y }
        }
        return false
    }
    static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }
    var description: String { parts.map(String.init).joined(separator: ".") }
}

struct Task: Comparable {
    let title: String
    let priority: Priority
    let due: Int?
    // Higher priority first, then earliest due date (nil last), then title.
    static func < (a: Task, b: Task) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        switch (a.due, b.due) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return a.title < b.title
        }
    }
}

let tasks = [
    Task(title: "Fix crash", priority: .urgent, due: 2),
    Task(title: "Write docs", priority: .low, due: nil),
    Task(title: "Review PR", priority: .high, due: 5),
    Task(title: "Plan sprint", priority: .high, due: nil),
    Task(title: "Update deps", priority: .high, due: 3),
    Task(title: "Answer email", priority: .medium, due: 1),
    Task(title: "Add tests", priority: .high, due: 5),
]
for task in tasks.sorted() {
    print("\(task.priority) \(task.due.map { "d\($0)" } ?? "--") \(task.title)")
}
print("max: \(tasks.max()!.title), min: \(tasks.min()!.title)")
print("priorities >= high: \(tasks.filter { $0.priority >= .high }.count)")

let versions = ["1.10", "1.2", "1.2.1", "2.0", "1.2.0", "0.9.9"].map(Version.init)
print(versions.sorted().map(\.description).joined(separator: " < "))
print("1.2 == 1.2.0: \(Version("1.2") == Version("1.2.0")), needs update: \(Version("1.9") < Version("1.10"))")
extension Priority { func clamped() -> Priority { min(self, .high) } }
print((Priority.low...Priority.high).contains(.medium), Priority.urgent.clamped())

// expect: urgent d2 Fix crash
// expect: high d3 Update deps
// expect: high d5 Add tests
// expect: high d5 Review PR
// expect: high -- Plan sprint
// expect: medium d1 Answer email
// expect: low -- Write docs
// expect: max: Write docs, min: Fix crash
// expect: priorities >= high: 5
// expect: 0.9.9 < 1.2 < 1.2.0 < 1.2.1 < 1.10 < 2.0
// expect: 1.2 == 1.2.0: true, needs update: true
// expect: true high
