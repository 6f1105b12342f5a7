// Compiler test style (string interpolation): nested types, custom interpolation and formatting
struct Outer {
    struct Inner { var v: Int }
    enum Mode { case fast, slow(Int) }
    var inner = Inner(v: 3)
    var mode = Mode.slow(2)
}

let o = Outer()
print("inner: \(o.inner)")
print("mode: \(o.mode)")
print("outer: \(o)")
print("types: \(Outer.Inner.self) \(type(of: o.mode))")

enum Wrapper<T> {
    case some(T)
    case none
}
print("generic enum: \(Wrapper.some([1, 2]))")
print("optional in interpolation: \(String(describing: Optional(5))) \(Optional<Int>.none as Any)")

// Interpolation of expressions, including nested string literals
let items = ["a", "b"]
print("count=\(items.count), joined=\(items.map { "<\($0)>" }.joined())")
print("ternary: \(items.isEmpty ? "empty" : "has \(items.count)")")
print("math: \(1 + 2 * 3) \(Double(7) / 2) \(10 / 3) \(-7 % 3)")

// Custom interpolation segment
extension DefaultStringInterpolation {
    mutating func appendInterpolation(hex value: Int) {
        appendLiteral("0x" + String(value, radix: 16, uppercase: true))
    }
    mutating func appendInterpolation(_ value: Double, places: Int) {
        var s = String(Int(value * pow10(places) + 0.5))
        while s.count <= places { s = "0" + s }
        let idx = s.index(s.endIndex, offsetBy: -places)
        appendLiteral(s[..<idx] + "." + s[idx...])
    }
}
func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { acc, _ in acc * 10 } }
print("hex: \(hex: 255) \(hex: 4096)")
print("pi ~ \(3.14159, places: 2), e ~ \(2.71828, places: 3), small \(0.05, places: 2)")

// A type with its own ExpressibleByStringInterpolation
struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
    var description: String
    init(stringLiteral value: String) { description = value }
    init(stringInterpolation: Interp) { description = stringInterpolation.out }
    struct Interp: StringInterpolationProtocol {
        var out = ""
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ s: String) { out += s }
        mutating func appendInterpolation(_ s: String) {
            out += s.replacingOccurrences(of: "<", with: "&lt;")
        }
    }
}
extension String {
    func replacingOccurrences(of a: String, with b: String) -> String {
        split(separator: Character(a), omittingEmptySubsequences: false).joined(separator: b)
    }
}
let user = "<script>"
let page: HTML = "<p>\(user)</p>"
print(page)

// expect: inner: Inner(v: 3)
// expect: mode: slow(2)
// expect: outer: Outer(inner: main.Outer.Inner(v: 3), mode: main.Outer.Mode.slow(2))
// expect: types: Inner Mode
// expect: generic enum: some([1, 2])
// expect: optional in interpolation: Optional(5) nil
// expect: count=2, joined=<a><b>
// expect: ternary: has 2
// expect: math: 7 3.5 3 -1
// expect: hex: 0xFF 0x1000
// expect: pi ~ 3.14, e ~ 2.718, small 0.05
// expect: <p>&lt;script></p>
