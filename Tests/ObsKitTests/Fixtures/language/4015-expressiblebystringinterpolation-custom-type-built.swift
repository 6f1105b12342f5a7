// Compiler test style: ExpressibleByStringInterpolation custom type built from literals and interpolations
struct Markup: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text: String
    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: Interp) { text = stringInterpolation.out }
    struct Interp: StringInterpolationProtocol {
        var out = ""
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ s: String) { out += s }
        mutating func appendInterpolation(bold s: String) { out += "*\(s)*" }
        mutating func appendInterpolation<T>(_ v: T) { out += "[\(v)]" }
    }
    var description: String { text }
}

let plain: Markup = "hello"
print(plain)
let name = "Ann"
let m: Markup = "Hi \(bold: name), you are \(30) and \(1.5)m"
print(m)
func show(_ m: Markup) { print("show:", m) }
show("x = \(7)")
show("static")
let arr: [Markup] = ["a", "b\(2)"]
print(arr)
let s = "normal \(30)"
print(s, type(of: s))
let n = 4
print(type(of: "\(n)"))
// expect: hello
// expect: Hi *Ann*, you are [30] and [1.5]m
// expect: show: x = [7]
// expect: show: static
// expect: [a, b[2]]
// expect: normal 30 String
// expect: String
