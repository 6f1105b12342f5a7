// Rosetta Code style (JSON-like pretty printer): an indirect enum value tree with literal conformances, rendered with indentation
indirect enum JSON {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])
}

extension JSON: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByNilLiteral {
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(nilLiteral: ()) { self = .null }
}

func escape(_ s: String) -> String {
    var out = "\""
    for ch in s {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.append(ch)
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
    case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
    case .string(let s): return escape(s)
    case .array(let items) where items.isEmpty: return "[]"
    case .array(let items):
        return "[\n" + items.map { inner + render($0, indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
    case .object(let fields):
        if fields.isEmpty { return "{}" }
        let body = fields.map { "\(inner)\(escape($0.0)): \(render($0.1, indent: indent + 1))" }
        return "{\n" + body.joined(separator: ",\n") + "\n\(pad)}"
    }
}

func depth(_ v: JSON) -> Int {
    switch v {
    case .array(let xs): return 1 + (xs.map(depth).max() ?? 0)
    case .object(let fs): return 1 + (fs.map { depth($0.1) }.max() ?? 0)
    default: return 0
    }
}

let doc: JSON = .object([
    ("name", "Widget \"Pro\""),
    ("price", .number(19.5)),
    ("tags", ["tools", "metal"]),
    ("stock", 12),
    ("discontinued", false),
    ("supplier", nil),
    ("dims", .object([("w", 3), ("h", [1, [2, []]])])),
    ("notes", "line1\nline2"),
])
print(render(doc))
print("depth:", depth(doc))
print(render([]), render(.object([])), render(true))

// expect: {
// expect:   "name": "Widget \"Pro\"",
// expect:   "price": 19.5,
// expect:   "tags": [
// expect:     "tools",
// expect:     "metal"
// expect:   ],
// expect:   "stock": 12,
// expect:   "discontinued": false,
// expect:   "supplier": null,
// expect:   "dims": {
// expect:     "w": 3,
// expect:     "h": [
// expect:       1,
// expect:       [
// expect:         2,
// expect:         []
// expect:       ]
// expect:     ]
// expect:   },
// expect:   "notes": "line1\nline2"
// expect: }
// expect: depth: 5
// expect: [] {} true
