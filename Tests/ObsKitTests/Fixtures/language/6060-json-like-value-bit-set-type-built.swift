// Advanced Swift style (ExpressibleBy...Literal): a JSON-like value and a bit set type built from integer, string, array, dictionary, boolean and nil literals
enum JSONValue: Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(nilLiteral: ()) { self = .null }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: CustomStringConvertible {
    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let xs): return "[" + xs.map(\.description).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.keys.sorted().map { "\"\($0)\":\(o[$0]!)" }.joined(separator: ",") + "}"
        }
    }
}

struct Bits: ExpressibleByArrayLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    var raw: UInt8
    init(arrayLiteral positions: Int...) { raw = positions.reduce(0) { $0 | (1 << UInt8($1)) } }
    init(integerLiteral value: UInt8) { raw = value }
    var description: String {
        let s = String(raw, radix: 2)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}

let doc: JSONValue = ["name": "widget", "price": 9.5, "count": 3, "tags": ["a", "b"], "extra": nil, "live": true, "dup": 1, "nested": ["k": [1, 2.25]]]
print(doc)
let list: JSONValue = [1, "two", [3], false, nil]
print(list)
print(list == [1, "two", [3], false, nil], list == [1])
if case .object(let o) = doc, case .array(let tags)? = o["tags"] { print(tags.count, tags.first!) }
let bits: Bits = [0, 3, 7]
let mask: Bits = 0b1010
print(bits, mask, Bits(integerLiteral: bits.raw & mask.raw))
func describe(_ b: Bits) -> String { "\(b.raw.nonzeroBitCount) bits" }
print(describe([1, 2, 3]), describe(255))

// expect: {"count":3,"dup":1,"extra":null,"live":true,"name":"widget","nested":{"k":[1,2.25]},"price":9.5,"tags":["a","b"]}
// expect: [1,"two",[3],false,null]
// expect: true false
// expect: 2 "a"
// expect: 10001001 00001010 00001000
// expect: 3 bits 8 bits
