// Compiler test style: @dynamicMemberLookup with string members — get/set subscripts, overloads by return type, and chaining
@dynamicMemberLookup
struct Settings {
    private var values: [String: String] = [:]

    subscript(dynamicMember member: String) -> String {
        get { values[member] ?? "<unset \(member)>" }
        set { values[member] = newValue }
    }

    var keys: [String] { values.keys.sorted() }
}

var s = Settings()
s.theme = "dark"
s.fontSize = "14"
print(s.theme, s.fontSize, s.language)
s.theme = "light"
print(s.theme, s.keys)

// Overloading by return type: Int and String
@dynamicMemberLookup
struct Env {
    let vars: [String: String]
    subscript(dynamicMember name: String) -> String? { vars[name.uppercased()] }
    subscript(dynamicMember name: String) -> Int { vars[name.uppercased()].flatMap { Int($0) } ?? -1 }
}

let env = Env(vars: ["HOME": "/root", "PORT": "8080", "DEBUG": "yes"])
let home: String? = env.home
let port: Int = env.port
let debugAsInt: Int = env.debug
let missing: String? = env.missing
print(home ?? "nil", port, debugAsInt, missing ?? "nil")

// Chained dynamic lookup producing a JSON-like tree
@dynamicMemberLookup
enum JSON {
    case string(String)
    case number(Int)
    case object([String: JSON])
    case null

    subscript(dynamicMember key: String) -> JSON {
        if case .object(let dict) = self, let v = dict[key] { return v }
        return .null
    }

    var text: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .number(let n): return "\(n)"
        case .object(let d): return "{" + d.keys.sorted().joined(separator: ",") + "}"
        case .null: return "null"
        }
    }
}

let doc = JSON.object([
    "user": .object(["name": .string("Lee"), "age": .number(31), "address": .object(["zip": .string("1000")])]),
    "version": .number(2),
])
print(doc.user.name.text)
print(doc.user.age.text)
print(doc.user.address.zip.text)
print(doc.user.address.street.text)
print(doc.version.text, doc.nothing.deeper.text)
print(doc.user.text)

// Class with dynamic member lookup recording accesses
@dynamicMemberLookup
final class Spy {
    var accessed: [String] = []
    subscript(dynamicMember name: String) -> Int {
        accessed.append(name)
        return name.count
    }
}
let spy = Spy()
let total = spy.alpha + spy.be + spy.gamma
print(total, spy.accessed)

// expect: dark 14 <unset language>
// expect: light ["fontSize", "theme"]
// expect: /root 8080 -1 nil
// expect: "Lee"
// expect: 31
// expect: "1000"
// expect: null
// expect: 2 null
// expect: {address,age,name}
// expect: 12 ["alpha", "be", "gamma"]
