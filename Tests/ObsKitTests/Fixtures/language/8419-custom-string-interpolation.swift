// Compiler-test style: extending DefaultStringInterpolation and a custom ExpressibleByStringInterpolation type
extension DefaultStringInterpolation {
    mutating func appendInterpolation(padded value: Int, width: Int) {
        let s = String(value)
        appendLiteral(String(repeating: " ", count: max(0, width - s.count)) + s)
    }
    mutating func appendInterpolation<T>(list: [T], separator: String = ", ") {
        appendLiteral("[" + list.map { "\($0)" }.joined(separator: separator) + "]")
    }
    mutating func appendInterpolation(_ flag: Bool, yes: String, no: String) {
        appendLiteral(flag ? yes : no)
    }
}

struct Query: ExpressibleByStringInterpolation, CustomStringConvertible {
    var parts: [String] = []
    var params: [String] = []
    init(stringLiteral value: String) { parts = [value] }
    init(stringInterpolation: Interpolation) {
        parts = stringInterpolation.parts
        params = stringInterpolation.params
    }
    struct Interpolation: StringInterpolationProtocol {
        var parts: [String] = []
        var params: [String] = []
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ s: String) { parts.append(s) }
        mutating func appendInterpolation(_ v: some CustomStringConvertible) {
            params.append(v.description)
            parts.append("?")
        }
        mutating func appendInterpolation(raw v: String) { parts.append(v) }
    }
    var description: String { parts.joined() + " -- " + params.description }
}

for n in [7, 42, 1234] { print("|\(padded: n, width: 5)|") }
print("items: \(list: [1, 2, 3])")
print("letters: \(list: ["a", "b"], separator: "/")")
print("door is \(true, yes: "open", no: "shut"), light is \(false, yes: "on", no: "off")")
let q: Query = "SELECT * FROM \(raw: "users") WHERE id = \(42) AND name = \("bob")"
print(q)
let plain: Query = "SELECT 1"
print(plain, plain.params.isEmpty)
print("nested \("inner \(1 + 1)")")

// expect: |    7|
// expect: |   42|
// expect: | 1234|
// expect: items: [1, 2, 3]
// expect: letters: [a/b]
// expect: door is open, light is off
// expect: SELECT * FROM users WHERE id = ? AND name = ? -- ["42", "bob"]
// expect: SELECT 1 -- [] true
// expect: nested inner 2
