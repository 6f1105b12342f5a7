// Apple docs style (Codable enums, WWDC "What's new in Foundation"): raw-value and associated-value enums in JSON
import Foundation

enum Priority: String, Codable { case low, medium, high }
enum Size: Int, Codable { case small = 1, medium = 2, large = 3 }

// Enums with associated values get synthesized Codable conformance (Swift 5.5+)
enum Shape: Codable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case point
}

struct Task: Codable {
    var title: String
    var priority: Priority
    var size: Size
    var shape: Shape
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

let tasks = [
    Task(title: "Draw logo", priority: .high, size: .small, shape: .circle(radius: 2.5)),
    Task(title: "Layout", priority: .low, size: .large, shape: .rectangle(width: 4, height: 3)),
    Task(title: "Dot", priority: .medium, size: .medium, shape: .point),
]
for t in tasks {
    print(String(data: try encoder.encode(t), encoding: .utf8)!)
}

// Decoding back and using the values
let data = try encoder.encode(tasks)
let decoded = try JSONDecoder().decode([Task].self, from: data)
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return Double.pi * r * r
    case .rectangle(let w, let h): return w * h
    case .point: return 0
    }
}
for t in decoded {
    print("\(t.title): priority=\(t.priority.rawValue) size=\(t.size.rawValue) area=\(String(format: "%.2f", area(t.shape)))")
}
let byPriority = decoded.sorted { ["high", "medium", "low"].firstIndex(of: $0.priority.rawValue)! < ["high", "medium", "low"].firstIndex(of: $1.priority.rawValue)! }
print("by priority:", byPriority.map { $0.title })

// Unknown raw values fail with dataCorrupted
let badPriority = #"{"title":"X","priority":"urgent","size":1,"shape":{"point":{}}}"#
do {
    _ = try JSONDecoder().decode(Task.self, from: Data(badPriority.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("dataCorrupted at:", context.codingPath.map { $0.stringValue }.joined(separator: "."))
}

// A wrong raw-value type is a typeMismatch
let badSize = #"{"title":"X","priority":"low","size":"big","shape":{"point":{}}}"#
do {
    _ = try JSONDecoder().decode(Task.self, from: Data(badSize.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print("typeMismatch:", type, "at:", context.codingPath.map { $0.stringValue }.joined(separator: "."))
}

// A tolerant enum that maps unknown strings to a fallback case
enum Status: Codable, Equatable {
    case open, closed, unknown(String)
    init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        switch raw {
        case "open": self = .open
        case "closed": self = .closed
        default: self = .unknown(raw)
        }
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .open: try c.encode("open")
        case .closed: try c.encode("closed")
        case .unknown(let raw): try c.encode(raw)
        }
    }
}
let statuses = try JSONDecoder().decode([Status].self, from: Data(#"["open","archived","closed"]"#.utf8))
print("statuses:", statuses)
print("re-encoded:", String(data: try encoder.encode(statuses), encoding: .utf8)!)

// expect: {"priority":"high","shape":{"circle":{"radius":2.5}},"size":1,"title":"Draw logo"}
// expect: {"priority":"low","shape":{"rectangle":{"height":3,"width":4}},"size":3,"title":"Layout"}
// expect: {"priority":"medium","shape":{"point":{}},"size":2,"title":"Dot"}
// expect: Draw logo: priority=high size=1 area=19.63
// expect: Layout: priority=low size=3 area=12.00
// expect: Dot: priority=medium size=2 area=0.00
// expect: by priority: ["Draw logo", "Dot", "Layout"]
// expect: dataCorrupted at: priority
// expect: typeMismatch: Int at: size
// expect: statuses: [main.Status.open, main.Status.unknown("archived"), main.Status.closed]
// expect: re-encoded: ["open","archived","closed"]
