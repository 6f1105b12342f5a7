// Operator overloading on a 2D vector: arithmetic, compound assignment, prefix, custom infix dot product
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

precedencegroup DotProductPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

infix operator •: DotProductPrecedence
infix operator ≈: ComparisonPrecedence
postfix operator ′

struct Vector2D: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double

    static let zero = Vector2D(x: 0, y: 0)

    var length: Double { (x * x + y * y).squareRoot() }
    var description: String { "(\(x), \(y))" }

    static func + (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x - r.x, y: l.y - r.y) }
    static func * (v: Vector2D, s: Double) -> Vector2D { Vector2D(x: v.x * s, y: v.y * s) }
    static func * (s: Double, v: Vector2D) -> Vector2D { v * s }
    static prefix func - (v: Vector2D) -> Vector2D { Vector2D(x: -v.x, y: -v.y) }
    static func += (l: inout Vector2D, r: Vector2D) { l = l + r }
    static func • (l: Vector2D, r: Vector2D) -> Double { l.x * r.x + l.y * r.y }
    static func ≈ (l: Vector2D, r: Vector2D) -> Bool { (l - r).length < 1e-9 }
    static postfix func ′ (v: Vector2D) -> Vector2D { Vector2D(x: -v.y, y: v.x) }
}

extension Vector2D: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Double...) {
        self.init(x: elements.first ?? 0, y: elements.dropFirst().first ?? 0)
    }
}

let a: Vector2D = [3, 4]
let b = Vector2D(x: 1, y: -2)
print("a =", a, "|a| =", a.length)
print("a + b =", a + b)
print("a - b =", a - b)
print("2 * a =", 2 * a, "a * 0.5 =", a * 0.5)
print("-b =", -b)
print("a • b =", a • b)
print("a • b + 1 =", a • b + 1)
print("perpendicular of a:", a′, "dot:", a • a′)

var position = Vector2D.zero
let moves: [Vector2D] = [[1, 0], [0, 2], [-0.5, 0.5]]
for m in moves { position += m }
print("position:", position)
print((0.1 + 0.2) == 0.3, Vector2D(x: 0.1 + 0.2, y: 0) ≈ Vector2D(x: 0.3, y: 0))
print(moves.reduce(.zero, +) == position)
// expect: a = (3.0, 4.0) |a| = 5.0
// expect: a + b = (4.0, 2.0)
// expect: a - b = (2.0, 6.0)
// expect: 2 * a = (6.0, 8.0) a * 0.5 = (1.5, 2.0)
// expect: -b = (-1.0, 2.0)
// expect: a • b = -5.0
// expect: a • b + 1 = -4.0
// expect: perpendicular of a: (-4.0, 3.0) dot: 0.0
// expect: position: (0.5, 2.5)
// expect: false true
// expect: true
