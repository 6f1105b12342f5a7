// Advanced operators: operator methods on a struct (`+`, `-`, prefix `-`, `+=`, `==`, `*` with a scalar), custom prefix and infix operators.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct PaintMix: Equatable, CustomStringConvertible {
    var red = 0.0, blue = 0.0
    var description: String { "(\(red) red, \(blue) blue)" }

    static func + (l: PaintMix, r: PaintMix) -> PaintMix { PaintMix(red: l.red + r.red, blue: l.blue + r.blue) }
    static func - (l: PaintMix, r: PaintMix) -> PaintMix { PaintMix(red: l.red - r.red, blue: l.blue - r.blue) }
    static prefix func - (m: PaintMix) -> PaintMix { PaintMix(red: -m.red, blue: -m.blue) }
    static func += (l: inout PaintMix, r: PaintMix) { l = l + r }
    static func * (m: PaintMix, k: Double) -> PaintMix { PaintMix(red: m.red * k, blue: m.blue * k) }
    static func * (k: Double, m: PaintMix) -> PaintMix { m * k }
}

prefix operator ++++
extension PaintMix {
    static prefix func ++++ (m: inout PaintMix) -> PaintMix {
        m += m
        return m
    }
}

infix operator ⊙: MultiplicationPrecedence
func ⊙ (l: PaintMix, r: PaintMix) -> Double { l.red * r.red + l.blue * r.blue }

let violet = PaintMix(red: 1.5, blue: 2)
let indigo = PaintMix(red: 0.5, blue: 3)
print(violet + indigo, violet - indigo, -violet)
var bucket = violet
bucket += indigo
print(bucket, bucket == PaintMix(red: 2, blue: 5), bucket != violet)
print(violet * 2, 0.5 * indigo)
var tin = PaintMix(red: 1, blue: 0.25)
let doubled = ++++tin
print(tin, doubled)
print(violet ⊙ indigo, violet ⊙ indigo + 1)
print([violet, indigo, bucket].reduce(PaintMix(), +))

// expect: (2.0 red, 5.0 blue) (1.0 red, -1.0 blue) (-1.5 red, -2.0 blue)
// expect: (2.0 red, 5.0 blue) true true
// expect: (3.0 red, 4.0 blue) (0.25 red, 1.5 blue)
// expect: (2.0 red, 0.5 blue) (2.0 red, 0.5 blue)
// expect: 6.75 7.75
// expect: (4.0 red, 10.0 blue)
