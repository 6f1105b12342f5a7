// Swift book style: @dynamicMemberLookup with string members over a JSON-like enum
@dynamicMemberLookup
enum JSON: CustomStringConvertible {
    case number(Int)
    case string(String)
    case array([JSON])
    case object([String: JSON])
    case null

    subscript(dynamicMember member: String) -> JSON {
        if case .object(let dict) = self, let value = dict[member] { return value }
        return .null
    }
    subscript(index: Int) -> JSON {
        if case .array(let items) = self, index >= 0, index < items.count { return items[index] }
        return .null
    }
    var description: String {
        switch self {
        case .number(let n): return "\(n)"
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map { $0.description }.joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.keys.sorted().map { "\($0):\(o[$0]!)" }.joined(separator: ",") + "}"
        case .null: return "null"
        }
    }
}

let doc: JSON = .object([
    "name": .string("Swift"),
    "year": .number(2014),
    "tags": .array([.string("fast"), .string("safe")]),
    "owner": .object(["company": .string("Apple"), "city": .string("Cupertino")]),
])
print(doc.name)
print(doc.year)
print(doc.tags[1])
print(doc.owner.city)
print(doc.owner.country)
print(doc.missing.deeper.still)
print(doc.tags)
print(doc.owner)

@dynamicMemberLookup
struct Env {
    var values: [String: String]
    subscript(dynamicMember key: String) -> String {
        get { values[key.uppercased()] ?? "<unset \(key)>" }
        set { values[key.uppercased()] = newValue }
    }
    subscript(dynamicMember key: String) -> Int {
        Int(values[key.uppercased()] ?? "") ?? -1
    }
}
var env = Env(values: ["HOME": "/root", "PORT": "8080"])
let home: String = env.home
let port: Int = env.port
print(home, port, port + 1)
env.user = "admin"
let user: String = env.user
let bad: Int = env.user
print(user, bad, env.values.keys.sorted())
// expect: "Swift"
// expect: 2014
// expect: "safe"
// expect: "Cupertino"
// expect: null
// expect: null
// expect: ["fast","safe"]
// expect: {city:"Cupertino",company:"Apple"}
// expect: /root 8080 8081
// expect: admin -1 ["HOME", "PORT", "USER"]
