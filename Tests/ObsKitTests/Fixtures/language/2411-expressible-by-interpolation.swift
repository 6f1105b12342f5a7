// Compiler test style: ExpressibleByStringInterpolation custom type with its own StringInterpolation
struct SQLQuery: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text: String
    var bindings: [String]

    struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var bindings: [String] = []
        init(literalCapacity: Int, interpolationCount: Int) {
            print("building: capacity>=\(literalCapacity > 0), \(interpolationCount) interpolations")
        }
        mutating func appendLiteral(_ literal: String) {
            text += literal
        }
        mutating func appendInterpolation(_ value: String) {
            bindings.append(value)
            text += "?"
        }
        mutating func appendInterpolation(_ value: Int) {
            bindings.append(String(value))
            text += "?"
        }
        mutating func appendInterpolation(raw identifier: String) {
            text += "\"" + identifier + "\""
        }
    }

    init(stringLiteral value: String) {
        text = value
        bindings = []
    }

    init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        bindings = stringInterpolation.bindings
    }

    var description: String { "\(text) -- \(bindings)" }
}

let table = "users"
let name = "O'Brien"
let minAge = 21
let query: SQLQuery = "SELECT * FROM \(raw: table) WHERE name = \(name) AND age > \(minAge)"
print(query)
let literal: SQLQuery = "SELECT 1"
print(literal)
func run(_ q: SQLQuery) { print("run \(q.bindings.count) bindings: \(q.text)") }
run("DELETE FROM \(raw: "logs") WHERE id = \(7)")

struct Shout: ExpressibleByStringInterpolation {
    let value: String
    init(stringLiteral value: String) { self.value = value.uppercased() }
}
let shout: Shout = "hello \(name) you are \(minAge)"
print(shout.value)
// expect: building: capacity>=true, 3 interpolations
// expect: SELECT * FROM "users" WHERE name = ? AND age > ? -- ["O\'Brien", "21"]
// expect: SELECT 1 -- []
// expect: building: capacity>=true, 2 interpolations
// expect: run 1 bindings: DELETE FROM "logs" WHERE id = ?
// expect: HELLO O'BRIEN YOU ARE 21
