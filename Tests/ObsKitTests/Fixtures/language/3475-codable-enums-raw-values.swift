// App code style: Codable enums with raw values and with associated values, sorted-key JSON
import Foundation

enum Priority: String, Codable {
    case low, medium, high = "HIGH"
}

enum Status: Int, Codable {
    case open = 1, closed = 2
}

enum Attachment: Codable, Equatable {
    case none
    case link(url: String)
    case image(width: Int, height: Int)
}

struct Task: Codable {
    let title: String
    let priority: Priority
    let status: Status
    let attachment: Attachment
}

let tasks = [
    Task(title: "Write docs", priority: .medium, status: .open, attachment: .none),
    Task(title: "Fix bug", priority: .high, status: .closed, attachment: .link(url: "https://bugs.example.com/1")),
    Task(title: "Logo", priority: .low, status: .open, attachment: .image(width: 64, height: 32)),
]

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
do {
    for task in tasks {
        let data = try encoder.encode(task)
        print(String(decoding: data, as: UTF8.self))
    }
    let all = try encoder.encode(tasks)
    let back = try JSONDecoder().decode([Task].self, from: all)
    for t in back {
        switch t.attachment {
        case .none: print("\(t.title): no attachment, \(t.priority.rawValue), status \(t.status.rawValue)")
        case .link(let url): print("\(t.title): link \(url)")
        case .image(let w, let h): print("\(t.title): image \(w)x\(h)")
        }
    }
    print("same attachments:", back.map { $0.attachment } == tasks.map { $0.attachment })
    let bad = Data(#"{"title":"x","priority":"urgent","status":1,"attachment":{"none":{}}}"#.utf8)
    _ = try JSONDecoder().decode(Task.self, from: bad)
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted at:", context.codingPath.map { $0.stringValue })
} catch {
    print("other:", error)
}
// expect: {"attachment":{"none":{}},"priority":"medium","status":1,"title":"Write docs"}
// expect: {"attachment":{"link":{"url":"https:\/\/bugs.example.com\/1"}},"priority":"HIGH","status":2,"title":"Fix bug"}
// expect: {"attachment":{"image":{"height":32,"width":64}},"priority":"low","status":1,"title":"Logo"}
// expect: Write docs: no attachment, medium, status 1
// expect: Fix bug: link https://bugs.example.com/1
// expect: Logo: image 64x32
// expect: same attachments: true
// expect: corrupted at: ["priority"]
