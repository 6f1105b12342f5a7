// Compiler test style: string interpolation of many types and custom appendInterpolation

extension DefaultStringInterpolation {
    mutating func appendInterpolation(hex value: Int) {
        appendLiteral("0x" + String(value, radix: 16))
    }
    mutating func appendInterpolation<T>(debug value: T) {
        appendLiteral(String(reflecting: value))
    }
    mutating func appendInterpolation(padded value: Int, width: Int) {
        let s = String(value)
        appendLiteral(String(repeating: "0", count: max(0, width - s.count)) + s)
    }
    mutating func appendInterpolation(_ value: Bool, yes: String, no: String) {
        appendLiteral(value ? yes : no)
    }
}

let n = 255
print("hex: \(hex: n)")
print("padded: \(padded: 42, width: 5)")
print("flag: \(true, yes: "on", no: "off") / \(false, yes: "on", no: "off")")
print("debug: \(debug: "quoted") \(debug: [1, 2]) \(debug: Optional(3))")

let opt: Int? = 4
print("opt: \(opt as Any)")
print("opt or: \(opt ?? 0)")
let arr = ["a", "b"]
print("arr: \(arr)")
print("dict: \(["k": 1])")
print("tuple: \((1, "x"))")
print("double: \(1.0) \(0.1 + 0.2) \(-0.0)")
print("char: \(Character("c")) scalar: \(Unicode.Scalar(97))")
print("range: \(1..<4) \(1...4)")
print("nested: \("inner \("deep")")")
print("expr: \(n * 2 + 1) \(n > 100 ? "big" : "small")")
print("type: \(type(of: n)) \(Int.self)")

struct Point: CustomStringConvertible {
    var x = 1, y = 2
    var description: String { "(\(x), \(y))" }
}
struct Raw { var x = 1 }
print("custom: \(Point()) raw: \(Raw())")

enum Dir { case north, south(Int) }
print("enum: \(Dir.north) \(Dir.south(3))")

var s = "start"
s += " \(42)"
s.append(" \(true)")
print(s)

let multi = """
    line \(1)
      indented \(Point())
    end
    """
print(multi)

let raw = #"raw \(n) vs \#(n)"#
print(raw)

var si = DefaultStringInterpolation(literalCapacity: 4, interpolationCount: 1)
si.appendLiteral("built ")
si.appendInterpolation(7)
print(String(stringInterpolation: si))
print("empty: [\("")]")
print("unicode: \("🙂") count \("🙂".count)")

// expect: hex: 0xff
// expect: padded: 00042
// expect: flag: on / off
// expect: debug: "quoted" [1, 2] Optional(3)
// expect: opt: Optional(4)
// expect: opt or: 4
// expect: arr: ["a", "b"]
// expect: dict: ["k": 1]
// expect: tuple: (1, "x")
// expect: double: 1.0 0.30000000000000004 -0.0
// expect: char: c scalar: Optional("a")
// expect: range: 1..<4 1...4
// expect: nested: inner deep
// expect: expr: 511 big
// expect: type: Int Int
// expect: custom: (1, 2) raw: Raw(x: 1)
// expect: enum: north south(3)
// expect: start 42 true
// expect: line 1
// expect:   indented (1, 2)
// expect: end
// expect: raw \(n) vs 255
// expect: built 7
// expect: empty: []
// expect: unicode: 🙂 count 1
