// App code style: JSON-like value enum with subscripts and literal conformances
enum JSON: Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSON]), object([String: JSON])

    subscript(key: String) -> JSON {
        if case .object(let o) = self { return o[key] ?? .null }
        return .null
    }
    subscript(index: Int) -> JSON {
        if case .array(let a) = self, a.indices.contains(index) { return a[index] }
        return .null
    }
    var render: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map { $0.render }.joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.keys.sorted().map { "\"\($0)\":\(o[$0]!.render)" }.joined(separator: ",") + "}"
        }
    }
    var stringValue: String? { if case .string(let s) = self { return s }; return nil }
}

extension JSON: ExpressibleByNilLiteral { init(nilLiteral: ()) { self = .null } }
extension JSON: ExpressibleByBooleanLiteral { init(booleanLiteral v: Bool) { self = .bool(v) } }
extension JSON: ExpressibleByIntegerLiteral { init(integerLiteral v: Int) { self = .number(Double(v)) } }
extension JSON: ExpressibleByFloatLiteral { init(floatLiteral v: Double) { self = .number(v) } }
extension JSON: ExpressibleByStringLiteral { init(stringLiteral v: String) { self = .string(v) } }
extension JSON: ExpressibleByArrayLiteral { init(arrayLiteral e: JSON...) { self = .array(e) } }
extension JSON: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral pairs: (String, JSON)...) {
        var o: [String: JSON] = [:]
        for (k, v) in pairs { o[k] = v }
        self = .object(o)
    }
}

let doc: JSON = [
    "name": "widget",
    "price": 9.5,
    "qty": 3,
    "tags": ["a", "b", nil],
    "meta": ["active": true, "owner": ["id": 7]]
]
print(doc.render)
print(doc["tags"][1].render, doc["tags"][5].render)
print(doc["meta"]["owner"]["id"].render)
print(doc["name"].stringValue ?? "?", doc["missing"].stringValue ?? "?")
print(doc["qty"] == 3, doc["price"] == 9, doc["meta"]["active"] == true)
let list: JSON = [1, 2.25, "three", [false]]
print(list.render)
// expect: {"meta":{"active":true,"owner":{"id":7}},"name":"widget","price":9.5,"qty":3,"tags":["a","b",null]}
// expect: "b" null
// expect: 7
// expect: widget ?
// expect: true false true
// expect: [1,2.25,"three",[false]]
