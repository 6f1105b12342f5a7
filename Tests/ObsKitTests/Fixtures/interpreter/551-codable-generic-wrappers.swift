// Generic wrappers as API clients write them: `Envelope<T: Decodable>` with its own init(from:) reading
// `[T].self`, a synthesized `Page<T: Codable>`, `decode(Envelope<User>.self, ...)`; and a subclass that
// inherits a class's coding methods (which code only the class's own keys).
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

struct User: Codable {
    var id: Int
    var name: String
}

struct Envelope<T: Decodable>: Decodable {
    let items: [T]
    let next: String?
    let count: Int

    enum CodingKeys: String, CodingKey {
        case items = "results", next, count
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = try container.decode([T].self, forKey: .items)
        next = try container.decodeIfPresent(String.self, forKey: .next)
        count = try container.decodeIfPresent(Int.self, forKey: .count) ?? items.count
        print("decoded \(items.count) \(T.self) values")
    }
}

struct Page<Item: Codable>: Codable {
    var number: Int
    var items: [Item]
}

let body = #"{"results": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Bo"}], "next": "/users?page=2"}"#
let envelope = try JSONDecoder().decode(Envelope<User>.self, from: Data(body.utf8))
print(envelope.items.map(\.name), envelope.next ?? "-", envelope.count)
let numbers = try JSONDecoder().decode(Envelope<Int>.self, from: Data(#"{"results": [3, 1, 2], "count": 10}"#.utf8))
print(numbers.items.sorted(), numbers.count)

let page = try JSONDecoder().decode(Page<User>.self, from: Data(#"{"number": 1, "items": [{"id": 7, "name": "Cy"}]}"#.utf8))
print(page)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(page), as: UTF8.self))
print(String(decoding: try encoder.encode(Page(number: 2, items: ["x", "y"])), as: UTF8.self))

class Item: Codable {
    var title: String
    init(title: String) { self.title = title }
}

final class Task: Item {
    var done = false
}

let task = try JSONDecoder().decode(Task.self, from: Data(#"{"title": "Ship it", "done": true}"#.utf8))
print(task.title, task.done)
task.done = true
print(String(decoding: try encoder.encode(task), as: UTF8.self))

// expect: decoded 2 User values
// expect: ["Ana", "Bo"] /users?page=2 2
// expect: decoded 3 Int values
// expect: [1, 2, 3] 10
// expect: Page<User>(number: 1, items: [main.User(id: 7, name: "Cy")])
// expect: {"items":[{"id":7,"name":"Cy"}],"number":1}
// expect: {"items":["x","y"],"number":2}
// expect: Ship it false
// expect: {"title":"Ship it"}
