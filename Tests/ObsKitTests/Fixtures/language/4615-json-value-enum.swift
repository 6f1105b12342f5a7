// App code style: a JSON-like value enum with subscripts and rendering
indirect enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    subscript(key: String) -> JSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
    var intValue: Int? {
        if case .number(let n) = self { return n }
        return nil
    }

    func render() -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let xs): return "[" + xs.map { $0.render() }.joined(separator: ",") + "]"
        case .object(let kv):
            return "{" + kv.map { "\"\($0.0)\":\($0.1.render())" }.joined(separator: ",") + "}"
        }
    }

    var depth: Int {
        switch self {
        case .array(let xs): return 1 + (xs.map(\.depth).max() ?? 0)
        case .object(let kv): return 1 + (kv.map { $0.1.depth }.max() ?? 0)
        default: return 0
        }
    }
}

let doc: JSON = .object([
    ("name", .string("widget")),
    ("version", .number(3)),
    ("tags", .array([.string("ui"), .string("core")])),
    ("owner", .object([("login", .string("octo")), ("id", .number(7))])),
    ("deprecated", .bool(false)),
    ("parent", .null),
])

print(doc.render())
print(doc["name"]?.stringValue ?? "?")
print(doc["tags"]?[1]?.stringValue ?? "?")
print(doc["tags"]?[5]?.stringValue ?? "no tag 5")
print(doc["owner"]?["id"]?.intValue ?? -1)
print(doc["owner"]?["email"]?.stringValue ?? "no email")
print(doc["version"]?["x"] == nil)
print(doc["parent"] == .null, doc["missing"] == nil)
print("depth \(doc.depth)")

// Walking and counting
func countStrings(_ j: JSON) -> Int {
    switch j {
    case .string: return 1
    case .array(let xs): return xs.map(countStrings).reduce(0, +)
    case .object(let kv): return kv.map { countStrings($0.1) }.reduce(0, +)
    default: return 0
    }
}
print("strings: \(countStrings(doc))")
let copy = doc
print(copy == doc, JSON.array([.number(1)]) == .array([.number(2)]))
// expect: {"name":"widget","version":3,"tags":["ui","core"],"owner":{"login":"octo","id":7},"deprecated":false,"parent":null}
// expect: widget
// expect: core
// expect: no tag 5
// expect: 7
// expect: no email
// expect: true
// expect: true true
// expect: depth 2
// expect: strings: 4
// expect: true false
