// Tutorial style (raw value enums): String and Int backed enums decode from JSON values and reject unknown ones
import Foundation

enum Priority: Int, Codable {
    case low = 1, medium, high
}

enum Status: String, Codable, CaseIterable {
    case todo
    case inProgress = "in_progress"
    case done
}

struct Task: Codable {
    let title: String
    let priority: Priority
    let status: Status
}

let json = """
[
  {"title": "Write tests", "priority": 3, "status": "in_progress"},
  {"title": "Update docs", "priority": 1, "status": "todo"},
  {"title": "Ship it", "priority": 2, "status": "done"}
]
"""

let decoder = JSONDecoder()
let tasks = try decoder.decode([Task].self, from: Data(json.utf8))
for task in tasks.sorted(by: { $0.priority.rawValue > $1.priority.rawValue }) {
    print("[\(task.priority)] \(task.title) — \(task.status.rawValue)")
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let encoded = try encoder.encode(Task(title: "New", priority: .high, status: .inProgress))
print(String(decoding: encoded, as: UTF8.self))
print(String(decoding: try encoder.encode(Status.allCases), as: UTF8.self))

let bad = #"{"title": "Broken", "priority": 9, "status": "todo"}"#
do {
    _ = try decoder.decode(Task.self, from: Data(bad.utf8))
} catch let DecodingError.dataCorrupted(context) {
    print("Corrupted at: \(context.codingPath.map(\.stringValue))")
    print(context.debugDescription)
}

let badStatus = #"{"title": "Broken", "priority": 1, "status": "blocked"}"#
if (try? decoder.decode(Task.self, from: Data(badStatus.utf8))) == nil {
    print("unknown status rejected")
}

// expect: [high] Write tests — in_progress
// expect: [medium] Ship it — done
// expect: [low] Update docs — todo
// expect: {"priority":3,"status":"in_progress","title":"New"}
// expect: ["todo","in_progress","done"]
// expect: Corrupted at: ["priority"]
// expect: Cannot initialize Priority from invalid Int value 9
// expect: unknown status rejected
