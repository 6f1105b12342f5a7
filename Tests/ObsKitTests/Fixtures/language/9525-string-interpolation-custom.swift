// Custom string interpolation: extending DefaultStringInterpolation and a custom ExpressibleByStringInterpolation type (expected output from swiftc 6.3.1 on Linux)
extension DefaultStringInterpolation {
    mutating func appendInterpolation(padded value: Int, width: Int) {
        let s = String(value)
        appendLiteral(String(repeating: "0", count: max(0, width - s.count)) + s)
    }
    mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
        appendLiteral(items.map { "\($0)" }.joined(separator: separator))
    }
    mutating func appendInterpolation(ifPresent value: Int?, _ fallback: @autoclosure () -> String = "n/a") {
        appendLiteral(value.map(String.init) ?? fallback())
    }
}
print("id=\(padded: 42, width: 5) tags=[\(list: ["a", "b"])] nums=\(list: [1, 2, 3], separator: "+")")
let missing: Int? = nil
print("v=\(ifPresent: 7) w=\(ifPresent: missing) x=\(ifPresent: missing, "none")")

struct SQL: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text = ""
    var params: [String] = []
    struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var params: [String] = []
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { text += literal }
        mutating func appendInterpolation(_ value: Int) { params.append(String(value)); text += "?" }
        mutating func appendInterpolation(_ value: String) { params.append("'\(value)'"); text += "?" }
        mutating func appendInterpolation(raw value: String) { text += value }
    }
    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        params = stringInterpolation.params
    }
    var description: String { "\(text) -- \(params)" }
}
let table = "users"
let q: SQL = "SELECT * FROM \(raw: table) WHERE age > \(30) AND name = \("bo")"
print(q)
let plain: SQL = "SELECT 1"
print(plain, plain.params.isEmpty)

struct Logged: ExpressibleByStringInterpolation {
    var parts: [String]
    init(stringLiteral value: String) { parts = ["lit(\(value))"] }
    init(stringInterpolation s: DefaultStringInterpolation) { parts = ["interp(\(String(stringInterpolation: s)))"] }
}
func log(_ l: Logged) { print(l.parts) }
log("plain")
log("with \(1 + 1) inside")

struct Temperature: CustomStringConvertible {
    let celsius: Double
    var description: String { "\(celsius)°C" }
}
let temps = [Temperature(celsius: 21.5), Temperature(celsius: -3)]
print("Temps: \(temps) first: \(temps[0]) opt: \(Optional(temps[1]) as Any)")
print("nested \("inner \("deep \(1 + 2)")")", "math \(2 * 3 + 1) bool \(3 > 2)")
let multi = """
    row \(padded: 7, width: 3)
      indented \(list: ["x"])
    end\
    !
    """
print(multi)
print(#"raw \(not) \#(1 + 1)"#, "tab\there", "quote\"s")

// expect: id=00042 tags=[a, b] nums=1+2+3
// expect: v=7 w=n/a x=none
// expect: SELECT * FROM users WHERE age > ? AND name = ? -- ["30", "\'bo\'"]
// expect: SELECT 1 -- [] true
// expect: ["lit(plain)"]
// expect: ["interp(with 2 inside)"]
// expect: Temps: [21.5°C, -3.0°C] first: 21.5°C opt: Optional(-3.0°C)
// expect: nested inner deep 3 math 7 bool true
// expect: row 007
// expect:   indented x
// expect: end!
// expect: raw \(not) 2 tab	here quote"s
