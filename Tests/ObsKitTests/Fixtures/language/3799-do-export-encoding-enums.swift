// App code style: a to-do export encoding enums with associated values and nested optionals as pretty JSON
import Foundation

enum Priority: String, Codable { case low, medium, high }

enum Reminder: Codable {
    case none
    case at(hour: Int, minute: Int)
    case daily(String)
}

struct Task: Codable {
    var title: String
    var priority: Priority
    var tags: [String]
    var reminder: Reminder
    var note: String?
    var subtasks: [Task]?
}

let list = [
    Task(title: "Groceries", priority: .medium, tags: ["home"], reminder: .at(hour: 17, minute: 30), note: nil,
         subtasks: [Task(title: "Milk", priority: .low, tags: [], reminder: .none, note: "oat", subtasks: nil)]),
    Task(title: "Stretch", priority: .high, tags: ["health", "daily"], reminder: .daily("morning"), note: nil, subtasks: nil),
]

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
do {
    let data = try encoder.encode(list)
    print(String(decoding: data, as: UTF8.self))
    let decoded = try JSONDecoder().decode([Task].self, from: data)
    for t in decoded {
        switch t.reminder {
        case .none: print("\(t.title): no reminder")
        case let .at(h, m): print("\(t.title): at \(h):\(m)")
        case .daily(let when): print("\(t.title): daily \(when)")
        }
        print("  subtasks: \(t.subtasks?.map { $0.title } ?? [])")
    }
} catch {
    print("failed:", error)
}
// expect: [
// expect:   {
// expect:     "priority" : "medium",
// expect:     "reminder" : {
// expect:       "at" : {
// expect:         "hour" : 17,
// expect:         "minute" : 30
// expect:       }
// expect:     },
// expect:     "subtasks" : [
// expect:       {
// expect:         "note" : "oat",
// expect:         "priority" : "low",
// expect:         "reminder" : {
// expect:           "none" : {
// expect:
// expect:           }
// expect:         },
// expect:         "tags" : [
// expect:
// expect:         ],
// expect:         "title" : "Milk"
// expect:       }
// expect:     ],
// expect:     "tags" : [
// expect:       "home"
// expect:     ],
// expect:     "title" : "Groceries"
// expect:   },
// expect:   {
// expect:     "priority" : "high",
// expect:     "reminder" : {
// expect:       "daily" : {
// expect:         "_0" : "morning"
// expect:       }
// expect:     },
// expect:     "tags" : [
// expect:       "health",
// expect:       "daily"
// expect:     ],
// expect:     "title" : "Stretch"
// expect:   }
// expect: ]
// expect: Groceries: at 17:30
// expect:   subtasks: ["Milk"]
// expect: Stretch: daily morning
// expect:   subtasks: []
