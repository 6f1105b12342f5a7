// Evolution proposal style (SE-0228): custom string interpolation and ExpressibleBy*Literal conformances
extension String.StringInterpolation {
    mutating func appendInterpolation(hex value: Int) { appendLiteral("0x" + String(value, radix: 16)) }
    mutating func appendInterpolation<T>(list: [T], sep: String = ", ") { appendLiteral(list.map { "\($0)" }.joined(separator: sep)) }
    mutating func appendInterpolation(padded s: String, to width: Int) {
        appendLiteral(String(repeating: " ", count: max(0, width - s.count)) + s)
    }
}
print("value: \(hex: 255), list: \(list: [1, 2, 3]), alt: \(list: ["a", "b"], sep: "/")")
print("[\(padded: "ab", to: 5)] [\(padded: "toolong", to: 3)]")
struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
    var description: String
    init(stringLiteral s: String) { description = s }
    init(stringInterpolation i: Interpolation) { description = i.out }
    struct Interpolation: StringInterpolationProtocol {
        var out = ""
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ s: String) { out += s }
        mutating func appendInterpolation(_ s: String) {
            out += s.replacing("<", with: "&lt;").replacing(">", with: "&gt;")
        }
        mutating func appendInterpolation(raw s: String) { out += s }
    }
}
let user = "<script>"
let html: HTML = "<p>\(user)</p>\(raw: "<br>")"
print(html)
let plain: HTML = "no interpolation"
print(plain)
struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var cents: Int
    init(integerLiteral v: Int) { cents = v * 100 }
    init(floatLiteral v: Double) { cents = Int(v * 100 + 0.5) }
    var description: String { "\(cents / 100).\(cents % 100)" }
}
let m1: Money = 5, m2: Money = 2.75
print(m1, m2, [m1, 3] as [Money])
struct Stack: ExpressibleByArrayLiteral { var items: [Int]; init(arrayLiteral e: Int...) { items = e.reversed() } }
let stack: Stack = [1, 2, 3]
print(stack.items)
struct Config: ExpressibleByDictionaryLiteral {
    var pairs: [(String, Bool)]
    init(dictionaryLiteral e: (String, Bool)...) { pairs = e }
}
let cfg: Config = ["debug": true, "verbose": false]
print(cfg.pairs.map { "\($0.0)=\($0.1)" })
struct Flag: ExpressibleByBooleanLiteral { var on: Bool; init(booleanLiteral v: Bool) { on = v } }
struct Nothing: ExpressibleByNilLiteral { init(nilLiteral: ()) { print("made from nil") } }
let f: Flag = true
let nothing: Nothing = nil
print(f.on, type(of: nothing))
print("\(1 + 2) \("nested \("deep")") \([1, 2].count)")
print(#"raw \n stays \#(40 + 2)"#)

// expect: value: 0xff, list: 1, 2, 3, alt: a/b
// expect: [   ab] [toolong]
// expect: <p>&lt;script&gt;</p><br>
// expect: no interpolation
// expect: 5.0 2.75 [5.0, 3.0]
// expect: [3, 2, 1]
// expect: ["debug=true", "verbose=false"]
// expect: made from nil
// expect: true Nothing
// expect: 3 nested deep 2
// expect: raw \n stays 42
