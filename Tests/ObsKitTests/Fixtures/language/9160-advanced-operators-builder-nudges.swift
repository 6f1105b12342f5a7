// Advanced operators: bitwise operators and shifts, masking colour channels, overflow operators, operator methods, custom prefix/infix operators, precedence groups, a result builder
// expected output: swiftc 6.3.1 (Linux), run on this machine
let pins: UInt8 = 0b01010011
print(~pins, pins << 2, pins >> 1)
print(0b11001100 & 0b10101010 as UInt8, 0b11000000 | 0b00000011 as UInt8, 0b01110000 ^ 0b00010001 as UInt8)

let amber: UInt32 = 0xFFB000
let red = (amber & 0xFF0000) >> 16, green = (amber & 0x00FF00) >> 8, blue = amber & 0x0000FF
print(red, green, blue)

var wrapsUp = UInt8.max
wrapsUp = wrapsUp &+ 3
var wrapsDown = Int8.min
wrapsDown = wrapsDown &- 2
print(wrapsUp, wrapsDown, Int8(-6) >> 1, Int16.max &* 3)
let (partial, overflow) = Int8(90).addingReportingOverflow(50)
print(partial, overflow)

struct Nudge: Equatable {
    var dx = 0, dy = 0
    static func + (a: Nudge, b: Nudge) -> Nudge {
        Nudge(dx: a.dx + b.dx, dy: a.dy + b.dy)
    }
    static prefix func - (n: Nudge) -> Nudge { Nudge(dx: -n.dx, dy: -n.dy) }
    static func += (a: inout Nudge, b: Nudge) { a = a + b }
    static prefix func <> (n: inout Nudge) -> Nudge {
        n = Nudge(dx: n.dy, dy: n.dx)
        return n
    }
}
prefix operator <>
infix operator |-| : AdditionPrecedence
extension Nudge {
    static func |-| (a: Nudge, b: Nudge) -> Nudge {
        Nudge(dx: abs(a.dx - b.dx), dy: abs(a.dy - b.dy))
    }
}
var n = Nudge(dx: 2, dy: -5)
let m = Nudge(dx: 6, dy: 1)
print(n + m, -n, n |-| m)
n += m
let swapped = <>n
print(swapped, n == swapped)

infix operator ** : PowerPrecedence
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : base * (base ** (exp - 1)) }
print(2 ** 3 ** 2, 3 * 2 ** 4)

@resultBuilder
struct SentenceBuilder {
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
    static func buildOptional(_ part: String?) -> String { part ?? "" }
    static func buildEither(first: String) -> String { first }
    static func buildEither(second: String) -> String { second }
    static func buildArray(_ parts: [String]) -> String { parts.joined(separator: ", ") }
}
func sentence(polite: Bool, names: [String], @SentenceBuilder _ make: (Bool, [String]) -> String) -> String {
    make(polite, names)
}
let text = sentence(polite: true, names: ["Ana", "Ben"]) { polite, names in
    if polite { "Dear" } else { "Hey" }
    for n in names { n.uppercased() }
    if names.count > 1 { "and friends" }
    "- welcome!"
}
print(text)
// expect: 172 76 41
// expect: 136 195 97
// expect: 255 176 0
// expect: 2 126 -3 32765
// expect: -116 true
// expect: Nudge(dx: 8, dy: -4) Nudge(dx: -2, dy: 5) Nudge(dx: 4, dy: 6)
// expect: Nudge(dx: -4, dy: 8) true
// expect: 512 48
// expect: Dear ANA, BEN and friends - welcome!
