// Swift book style: custom types adopting integer, float, string, boolean, and nil literal protocols
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var value: Double
    init(integerLiteral value: Int) { self.value = Double(value) }
    init(floatLiteral value: Double) { self.value = value }
    var description: String { "\(value)m" }
    static func + (a: Meters, b: Meters) -> Meters { Meters(floatLiteral: a.value + b.value) }
}
let a: Meters = 5
let b: Meters = 2.5
print(a, b, a + b, a + 1)

struct Tag: ExpressibleByStringLiteral, Equatable {
    let name: String
    init(stringLiteral value: String) { name = value.lowercased() }
}
let t: Tag = "SwiftLang"
print(t.name, t == "swiftlang", t == "other")
func describe(_ tags: Tag...) -> String { tags.map(\.name).joined(separator: "+") }
print(describe("A", "Bb", "CcC"))

struct Flag: ExpressibleByBooleanLiteral, CustomStringConvertible {
    let on: Bool
    init(booleanLiteral value: Bool) { on = value }
    var description: String { on ? "ON" : "off" }
}
let flags: [Flag] = [true, false, true]
print(flags)

struct Maybe: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    let n: Int?
    init(nilLiteral: ()) { n = nil }
    init(integerLiteral v: Int) { n = v }
    var description: String { n.map { "some(\($0))" } ?? "none" }
}
let m1: Maybe = nil
let m2: Maybe = 9
print(m1, m2)

enum Priority: ExpressibleByIntegerLiteral, CustomStringConvertible {
    case low, normal, high
    init(integerLiteral value: Int) {
        switch value {
        case ..<1: self = .low
        case 1...5: self = .normal
        default: self = .high
        }
    }
    var description: String { "\(self == .low ? "L" : self == .normal ? "N" : "H")" }
}
let ps: [Priority] = [0, 3, 9, -2]
print(ps, ps.map { "\($0)" }.joined())

struct Char: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral {
    let c: Character
    init(unicodeScalarLiteral value: Character) { c = value }
    init(extendedGraphemeClusterLiteral value: Character) { c = value }
}
let ch: Char = "q"
print(ch.c, String(repeating: ch.c, count: 3))
// expect: 5.0m 2.5m 7.5m 6.0m
// expect: swiftlang true false
// expect: a+bb+ccc
// expect: [ON, off, ON]
// expect: none some(9)
// expect: [L, N, H, L] LNHL
// expect: q qqq
