// App code style: simple JSON-like value pretty printer
indirect enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func == (a: JSON, b: JSON) -> Bool { a.compact == b.compact }

    var compact: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return String(n)
        case .string(let s): return "\"" + escape(s) + "\""
        case .array(let items): return "[" + items.map(\.compact).joined(separator: ",") + "]"
        case .object(let pairs): return "{" + pairs.map { "\"\($0.0)\":\($0.1.compact)" }.joined(separator: ",") + "}"
        }
    }

    func pretty(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + $0.pretty(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        case .object(let pairs) where !pairs.isEmpty:
            return "{\n" + pairs.map { inner + "\"\($0.0)\": " + $0.1.pretty(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "}"
        default:
            return compact
        }
    }

    subscript(key: String) -> JSON? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    subscript(index: Int) -> JSON? {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }

    var depth: Int {
        switch self {
        case .array(let items): return 1 + (items.map(\.depth).max() ?? 0)
        case .object(let pairs): return 1 + (pairs.map(\.1.depth).max() ?? 0)
        default: return 0
        }
    }
}

func escape(_ s: String) -> String {
    var out = ""
    for ch in s {
        switch ch {
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\\": out += "\\\\"
        default: out.append(ch)
        }
    }
    return out
}

let doc = JSON.object([
    ("name", .string("Widget \"Pro\"")),
    ("price", .number(1999)),
    ("tags", .array([.string("new"), .string("sale")])),
    ("stock", .object([("warehouse", .number(12)), ("store", .null)])),
    ("active", .bool(true)),
    ("notes", .array([])),
])
print(doc.compact)
print(doc.pretty())
print(doc["tags"]?[1]?.compact ?? "missing")
print(doc["stock"]?["store"] == .null, doc["nope"] == nil)
print("depth: \(doc.depth)")
if case .number(let cents)? = doc["price"] { print("price: \(cents / 100).\(cents % 100)") }
print(escape("line1\nline2 \\ end"))

// expect: {"name":"Widget \"Pro\"","price":1999,"tags":["new","sale"],"stock":{"warehouse":12,"store":null},"active":true,"notes":[]}
// expect: {
// expect:   "name": "Widget \"Pro\"",
// expect:   "price": 1999,
// expect:   "tags": [
// expect:     "new",
// expect:     "sale"
// expect:   ],
// expect:   "stock": {
// expect:     "warehouse": 12,
// expect:     "store": null
// expect:   },
// expect:   "active": true,
// expect:   "notes": []
// expect: }
// expect: "sale"
// expect: true true
// expect: depth: 2
// expect: price: 19.99
// expect: line1\nline2 \\ end
