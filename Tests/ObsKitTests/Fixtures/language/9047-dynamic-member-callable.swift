// @dynamicMemberLookup and callAsFunction: JSON-like wrapper, key-path forwarding, callable types
// expected output: swiftc 6.3.1 (Linux), run on this machine
@dynamicMemberLookup
enum JSONValue: CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    subscript(dynamicMember key: String) -> JSONValue {
        if case .object(let dict) = self { return dict[key] ?? .null }
        return .null
    }

    subscript(index: Int) -> JSONValue {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return .null
    }

    var description: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .number(let n): return Double(Int(n)) == n ? String(Int(n)) : String(n)
        case .bool(let b): return String(b)
        case .array(let a): return "[" + a.map(\.description).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.keys.sorted().map { "\"\($0)\":\(o[$0]!)" }.joined(separator: ",") + "}"
        case .null: return "null"
        }
    }
}

@dynamicMemberLookup
struct Reference<Wrapped> {
    var value: Wrapped
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Wrapped, T>) -> T {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}

struct Point { var x = 0, y = 0 }

struct Polynomial {
    let coefficients: [Double]
    func callAsFunction(_ x: Double) -> Double {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }
}

struct Multiplier {
    let factor: Int
    func callAsFunction(_ values: Int...) -> [Int] { values.map { $0 * factor } }
}

let user: JSONValue = .object([
    "name": .string("Taylor"),
    "age": .number(31),
    "tags": .array([.string("swift"), .string("ios")]),
    "address": .object(["city": .string("Lisbon"), "zip": .null]),
    "score": .number(9.5),
])
print(user.name, user.age, user.score)
print(user.address.city, user.address.zip, user.missing.deeper)
print(user.tags[1], user.tags[5])
print(user)

var ref = Reference(value: Point())
ref.x = 10
ref.y += 5
print(ref.x, ref.y, ref.value.x + ref.value.y)

let f = Polynomial(coefficients: [1, 0, 2])
print(f(0), f(1), f(3))
let triple = Multiplier(factor: 3)
print(triple(1, 2, 3), triple())
// expect: "Taylor" 31 9.5
// expect: "Lisbon" null null
// expect: "ios" null
// expect: {"address":{"city":"Lisbon","zip":null},"age":31,"name":"Taylor","score":9.5,"tags":["swift","ios"]}
// expect: 10 5 15
// expect: 1.0 3.0 19.0
// expect: [3, 6, 9] []
