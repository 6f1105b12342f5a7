// Everyday app logic, to-do list persistence: Codable structs and enums, JSONEncoder with .prettyPrinted/.sortedKeys, custom CodingKeys, ISO 8601 dates, decoding back and comparing
import Foundation

struct TodoItem: Codable, Equatable {
    enum Priority: String, Codable { case low, normal, high }
    let id: Int
    var title: String
    var isDone: Bool
    var priority: Priority
    var tags: [String]
    var due: Date?

    enum CodingKeys: String, CodingKey {
        case id, title, priority, tags, due
        case isDone = "done"
    }
}

struct TodoList: Codable, Equatable {
    var owner: String
    var items: [TodoItem]
}

let dueDate = Date(timeIntervalSince1970: 1_717_243_200)
var list = TodoList(owner: "sam", items: [
    TodoItem(id: 1, title: "Buy milk", isDone: false, priority: .normal, tags: ["errand"], due: nil),
    TodoItem(id: 2, title: "File taxes", isDone: false, priority: .high, tags: ["finance", "home"], due: dueDate),
    TodoItem(id: 3, title: "Water plants", isDone: true, priority: .low, tags: [], due: nil),
])
list.items[0].isDone = true

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
encoder.dateEncodingStrategy = .iso8601

do {
    let data = try encoder.encode(list)
    let json = String(decoding: data, as: UTF8.self)
    print(json)

    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let restored = try decoder.decode(TodoList.self, from: data)
    print("round trip equal: \(restored == list)")
    let pending = restored.items.filter { !$0.isDone }.map(\.title)
    print("pending: \(pending)")

    let compact = JSONEncoder()
    compact.outputFormatting = .sortedKeys
    let one = try compact.encode(restored.items[2])
    print(String(decoding: one, as: UTF8.self))

    let incoming = #"{"id": 9, "title": "Call mom", "done": false, "priority": "urgent", "tags": []}"#
    _ = try decoder.decode(TodoItem.self, from: Data(incoming.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted at \(context.codingPath.map(\.stringValue)): \(context.debugDescription)")
} catch {
    print("other error: \(error)")
}
// expect: {
// expect:   "items" : [
// expect:     {
// expect:       "done" : true,
// expect:       "id" : 1,
// expect:       "priority" : "normal",
// expect:       "tags" : [
// expect:         "errand"
// expect:       ],
// expect:       "title" : "Buy milk"
// expect:     },
// expect:     {
// expect:       "done" : false,
// expect:       "due" : "2024-06-01T12:00:00Z",
// expect:       "id" : 2,
// expect:       "priority" : "high",
// expect:       "tags" : [
// expect:         "finance",
// expect:         "home"
// expect:       ],
// expect:       "title" : "File taxes"
// expect:     },
// expect:     {
// expect:       "done" : true,
// expect:       "id" : 3,
// expect:       "priority" : "low",
// expect:       "tags" : [
// expect:
// expect:       ],
// expect:       "title" : "Water plants"
// expect:     }
// expect:   ],
// expect:   "owner" : "sam"
// expect: }
// expect: round trip equal: true
// expect: pending: ["File taxes"]
// expect: {"done":true,"id":3,"priority":"low","tags":[],"title":"Water plants"}
// expect: corrupted at ["priority"]: Cannot initialize Priority from invalid String value urgent
