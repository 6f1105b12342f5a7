// Swift by Sundell style (JSON-like recursive enum): an indirect JSON value with a recursive pretty printer and escaping
indirect enum JSON {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])
}

func escape(_ s: String) -> String {
    var out = "\""
    for c in s {
        switch c {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default: out.append(c)
        }
    }
    return out + "\""
}

func render(_ value: JSON, indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent)
    let inner = String(repeating: "  ", count: indent + 1)
    switch value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n):
        return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    case .string(let s): return escape(s)
    case .array(let items):
        if items.isEmpty { return "[]" }
        let body = items.map { inner + render($0, indent: indent + 1) }.joined(separator: ",\n")
        return "[\n\(body)\n\(pad)]"
    case .object(let pairs):
        if pairs.isEmpty { return "{}" }
        let body = pairs.map { key, value in
            "\(inner)\(escape(key)): \(render(value, indent: indent + 1))"
        }.joined(separator: ",\n")
        return "{\n\(body)\n\(pad)}"
    }
}

func depth(_ value: JSON) -> Int {
    switch value {
    case .array(let items): return 1 + (items.map(depth).max() ?? 0)
    case .object(let pairs): return 1 + (pairs.map { depth($0.1) }.max() ?? 0)
    default: return 0
    }
}

let document: JSON = .object([
    ("name", .string("Widget \"Pro\"")),
    ("price", .number(19.5)),
    ("stock", .number(42)),
    ("active", .bool(true)),
    ("tags", .array([.string("tools"), .string("a\tb")])),
    ("dimensions", .object([("w", .number(3)), ("h", .number(-0.25))])),
    ("notes", .null),
    ("empty", .array([])),
])

print(render(document))
print("depth:", depth(document))
print(render(.array([.number(1), .array([.bool(false), .object([])])])))

// expect: {
// expect:   "name": "Widget \"Pro\"",
// expect:   "price": 19.5,
// expect:   "stock": 42,
// expect:   "active": true,
// expect:   "tags": [
// expect:     "tools",
// expect:     "a\tb"
// expect:   ],
// expect:   "dimensions": {
// expect:     "w": 3,
// expect:     "h": -0.25
// expect:   },
// expect:   "notes": null,
// expect:   "empty": []
// expect: }
// expect: depth: 2
// expect: [
// expect:   1,
// expect:   [
// expect:     false,
// expect:     {}
// expect:   ]
// expect: ]
