// An interpolated literal where a type adopting ExpressibleByStringInterpolation is expected: its own StringInterpolation
// (init(literalCapacity:interpolationCount:), appendLiteral, the appendInterpolation overload the labels choose, a generic
// one), then init(stringInterpolation:); a type keeping DefaultStringInterpolation goes through init(stringLiteral:).
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Shout: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text: String
    init(stringLiteral s: String) { text = s }
    init(stringInterpolation i: Interp) { text = i.out + "(\(i.count))" }
    struct Interp: StringInterpolationProtocol {
        var out = ""
        var count = 0
        init(literalCapacity: Int, interpolationCount: Int) { count = interpolationCount }
        mutating func appendLiteral(_ s: String) { out += s }
        mutating func appendInterpolation(_ s: String) { out += s.uppercased() }
        mutating func appendInterpolation(_ n: Int, pad: Int) { out += String(repeating: "0", count: max(0, pad - String(n).count)) + String(n) }
        mutating func appendInterpolation<T>(any v: T) { out += "<\(v)>" }
    }
    var description: String { text }
}
struct Plain: ExpressibleByStringInterpolation {
    var s: String
    init(stringLiteral value: String) { s = "[" + value + "]" }
}
let who = "world"
let sh: Shout = "hello \(who) #\(7, pad: 3) \(any: 1.5)"
print(sh, "plain" as Shout)
func show(_ s: Shout) -> String { s.text }
print(show("x\(who)y"))
let p: Plain = "a \(1 + 1) b"
print(p.s)
let list: [Shout] = ["\(who)!", "lit"]
print(list)

// expect: hello WORLD #007 <1.5>(3) plain
// expect: xWORLDy(1)
// expect: [a 2 b]
// expect: [WORLD!(1), lit]
