// Compiler test style (ExpressibleByStringInterpolation): a custom type building its own StringInterpolation with typed appendInterpolation overloads
struct SQL: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text = ""
    var params: [String] = []
    struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var params: [String] = []
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { text += literal }
        mutating func appendInterpolation(_ value: Int) { params.append(String(value)); text += "?" }
        mutating func appendInterpolation(_ value: String) { params.append("'" + value + "'"); text += "?" }
        mutating func appendInterpolation(raw: String) { text += raw }
        mutating func appendInterpolation(_ values: [Int]) {
            text += "(" + values.map { _ in "?" }.joined(separator: ",") + ")"
            params += values.map(String.init)
        }
    }
    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text; params = stringInterpolation.params }
    var description: String { "\(text) \(params)" }
}

let name = "Robert'); DROP"
let q1: SQL = "SELECT * FROM users WHERE name = \(name) AND age > \(21)"
print(q1)
let table = "orders"
let q2: SQL = "SELECT id FROM \(raw: table) WHERE id IN \([1, 2, 3])"
print(q2)
let q3: SQL = "plain literal"
print(q3, q3.params.isEmpty)
func run(_ q: SQL) -> Int { q.params.count }
print(run("x=\(1), y=\(2), z=\("three")"))

struct Styled: ExpressibleByStringInterpolation {
    var segments: [String]
    struct StringInterpolation: StringInterpolationProtocol {
        var segments: [String] = []
        var count = 0
        init(literalCapacity: Int, interpolationCount: Int) { count = interpolationCount }
        mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { segments.append("lit(\(literal))") } }
        mutating func appendInterpolation<T: Numeric>(num: T) { segments.append("num(\(num))") }
        mutating func appendInterpolation(bold s: String) { segments.append("bold(\(s))") }
        mutating func appendInterpolation(_ s: Styled) { segments += s.segments }
    }
    init(stringLiteral value: String) { segments = ["lit(\(value))"] }
    init(stringInterpolation i: StringInterpolation) { segments = i.segments + ["count=\(i.count)"] }
}
let s1: Styled = "Total: \(num: 3.5) for \(bold: "you")!"
print(s1.segments)
let s2: Styled = "\(bold: "a")\(num: 7)"
print(s2.segments)
let inner: Styled = "in"
let s3: Styled = "<\(inner)>"
print(s3.segments)

struct Upper: ExpressibleByStringInterpolation {
    var value: String
    init(stringLiteral v: String) { value = v.uppercased() }
    init(stringInterpolation i: DefaultStringInterpolation) { value = String(stringInterpolation: i).uppercased() }
}
let who = "world"
let u: Upper = "hello \(who) \(1 + 1)"
print(u.value, (Upper(stringLiteral: "abc")).value)

// expect: SELECT * FROM users WHERE name = ? AND age > ? ["\'Robert\'); DROP\'", "21"]
// expect: SELECT id FROM orders WHERE id IN (?,?,?) ["1", "2", "3"]
// expect: plain literal [] true
// expect: 3
// expect: ["lit(Total: )", "num(3.5)", "lit( for )", "bold(you)", "lit(!)", "count=2"]
// expect: ["bold(a)", "num(7)", "count=2"]
// expect: ["lit(<)", "lit(in)", "lit(>)", "count=1"]
// expect: HELLO WORLD 2 ABC
