// advanced-operators-builder
// expected output: swiftc 6.3.1 (Linux), run on this machine
let initialBits: UInt8 = 0b00001111
print(~initialBits, initialBits << 2, initialBits >> 1)
print(0b11111100 & 0b00111111 as UInt8, 0b10110010 | 0b01011110 as UInt8, 0b00010100 ^ 0b00000101 as UInt8)

let pink: UInt32 = 0xCC6699
let red = (pink & 0xFF0000) >> 16, green = (pink & 0x00FF00) >> 8, blue = pink & 0x0000FF
print(red, green, blue)

var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(unsignedOverflow, signedOverflow, Int8(-4) >> 1, Int16.max &* 2)
let (partial, overflow) = Int8(100).addingReportingOverflow(100)
print(partial, overflow)

struct Vector2D: Equatable {
    var x = 0.0, y = 0.0
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
    static prefix func - (v: Vector2D) -> Vector2D { Vector2D(x: -v.x, y: -v.y) }
    static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
    static prefix func +++ (v: inout Vector2D) -> Vector2D {
        v += v
        return v
    }
}
prefix operator +++
infix operator +- : AdditionPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y - right.y)
    }
}
var v = Vector2D(x: 1, y: 2)
let w = Vector2D(x: 3, y: 4)
print(v + w, -v, v +- w)
v += w
let doubled = +++v
print(doubled, v == doubled)

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
// expect: 240 60 7
// expect: 60 254 17
// expect: 204 102 153
// expect: 0 127 -2 -2
// expect: -56 true
// expect: Vector2D(x: 4.0, y: 6.0) Vector2D(x: -1.0, y: -2.0) Vector2D(x: 4.0, y: -2.0)
// expect: Vector2D(x: 8.0, y: 12.0) true
// expect: 512 48
// expect: Dear ANA, BEN and friends - welcome!
