// Apple docs style (Codable enums): raw-value enums in a task list
import Foundation

enum Status: String, Codable {
    case todo
    case inProgress = "in_progress"
    case done
}

enum Priority: Int, Codable, Comparable {
    case low = 1, medium = 2, high = 3
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

struct TaskItem: Codable {
    var title: String
    var status: Status
    var priority: Priority
}

let json = """
[
  {"title": "Write release notes", "status": "todo", "priority": 2},
  {"title": "Fix crash on launch", "status": "in_progress", "priority": 3},
  {"title": "Update icons", "status": "done", "priority": 1},
  {"title": "Review pull request", "status": "todo", "priority": 3}
]
"""

let tasks = try JSONDecoder().decode([TaskItem].self, from: Data(json.utf8))
let open = tasks.filter { $0.status != .done }.sorted { $0.priority > $1.priority }
for task in open {
    print("[\(task.priority)] \(task.title) (\(task.status.rawValue))")
}

let counts = Dictionary(grouping: tasks, by: { $0.status.rawValue }).mapValues { $0.count }
for key in counts.keys.sorted() {
    print("\(key): \(counts[key]!)")
}

var finished = tasks[1]
finished.status = .done
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(finished), as: UTF8.self))

do {
    _ = try JSONDecoder().decode(TaskItem.self, from: Data(#"{"title":"x","status":"blocked","priority":1}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("unknown status at \(context.codingPath.map(\.stringValue))")
}
print(Status(rawValue: "in_progress") == .inProgress, Priority(rawValue: 5) == nil)

// expect: [high] Fix crash on launch (in_progress)
// expect: [high] Review pull request (todo)
// expect: [medium] Write release notes (todo)
// expect: done: 1
// expect: in_progress: 1
// expect: todo: 2
// expect: {"priority":3,"status":"done","title":"Fix crash on launch"}
// expect: unknown status at ["status"]
// expect: true true
