// Blog style (operator overloading): vector math with static operators declared in extensions
struct Vec2: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static let zero = Vec2(x: 0, y: 0)
    var description: String { "(\(x), \(y))" }
}

extension Vec2 {
    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (v: Vec2) -> Vec2 { Vec2(x: -v.x, y: -v.y) }
    static func * (v: Vec2, s: Double) -> Vec2 { Vec2(x: v.x * s, y: v.y * s) }
    static func * (s: Double, v: Vec2) -> Vec2 { v * s }
    static func += (a: inout Vec2, b: Vec2) { a = a + b }
    static func *= (a: inout Vec2, s: Double) { a = a * s }
}

infix operator •: MultiplicationPrecedence
infix operator ×: MultiplicationPrecedence

extension Vec2 {
    static func • (a: Vec2, b: Vec2) -> Double { a.x * b.x + a.y * b.y }
    static func × (a: Vec2, b: Vec2) -> Double { a.x * b.y - a.y * b.x }
    var lengthSquared: Double { self • self }
}

extension Sequence where Element == Vec2 {
    func sum() -> Vec2 { reduce(.zero, +) }
}

let a = Vec2(x: 3, y: 4)
let b = Vec2(x: -1, y: 2)
print("a + b = \(a + b)")
print("a - b = \(a - b)")
print("-a = \(-a)")
print("2 * a = \(2 * a), a * 0.5 = \(a * 0.5)")
print("a • b = \(a • b), a × b = \(a × b)")
print("|a|^2 = \(a.lengthSquared)")
print("precedence: \(a + b * 2)")

var position = Vec2.zero
var velocity = Vec2(x: 1, y: 0.5)
for step in 1...4 {
    position += velocity
    velocity *= 2
    print("step \(step): pos \(position) vel \(velocity)")
}

let polygon = [Vec2(x: 0, y: 0), Vec2(x: 4, y: 0), Vec2(x: 4, y: 3), Vec2(x: 0, y: 3)]
let centroid = polygon.sum() * (1.0 / Double(polygon.count))
print("centroid \(centroid)")
let twiceArea = zip(polygon, polygon.dropFirst() + [polygon[0]]).map { $0 × $1 }.reduce(0, +)
print("area \(twiceArea / 2)")
print(a == Vec2(x: 3, y: 4), a == b)
// expect: a + b = (2.0, 6.0)
// expect: a - b = (4.0, 2.0)
// expect: -a = (-3.0, -4.0)
// expect: 2 * a = (6.0, 8.0), a * 0.5 = (1.5, 2.0)
// expect: a • b = 5.0, a × b = 10.0
// expect: |a|^2 = 25.0
// expect: precedence: (1.0, 8.0)
// expect: step 1: pos (1.0, 0.5) vel (2.0, 1.0)
// expect: step 2: pos (3.0, 1.5) vel (4.0, 2.0)
// expect: step 3: pos (7.0, 3.5) vel (8.0, 4.0)
// expect: step 4: pos (15.0, 7.5) vel (16.0, 8.0)
// expect: centroid (2.0, 1.5)
// expect: area 12.0
// expect: true false
