// Stack Overflow style (JSON-like recursive enum): literal conformances, key-path subscripts and a compact description
enum JSONValue: Equatable {
    case null, bool(Bool), int(Int), string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(nilLiteral: ()) { self = .null }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        if case .object(let dict) = self { return dict[key] }
        return nil
    }
    subscript(index: Int) -> JSONValue? {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }
    var intValue: Int? { if case .int(let i) = self { return i } else { return nil } }
    var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
}

extension JSONValue: CustomStringConvertible {
    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .int(let i): return "\(i)"
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.keys.sorted().map { "\"\($0)\":\(o[$0]!)" }.joined(separator: ",") + "}"
        }
    }
}

let user: JSONValue = [
    "id": 7,
    "name": "Mara",
    "admin": false,
    "manager": nil,
    "roles": ["editor", "viewer"],
    "address": ["city": "Lisbon", "zip": 1100],
]

print(user)
print(user["name"]?.stringValue ?? "?")
print(user["roles"]?[1] ?? "none")
print(user["roles"]?[5] as Any)
print(user["address"]?["zip"]?.intValue.map { $0 * 2 } ?? 0)
print(user["manager"] == .null, user["missing"] == nil)
let copy: JSONValue = ["roles": ["editor", "viewer"]]
print(copy["roles"] == user["roles"])

// expect: {"address":{"city":"Lisbon","zip":1100},"admin":false,"id":7,"manager":null,"name":"Mara","roles":["editor","viewer"]}
// expect: Mara
// expect: "viewer"
// expect: nil
// expect: 2200
// expect: true true
// expect: true
