// Compiler test style: operators declared as protocol requirements and used generically, with default implementations
protocol Monoid {
    static var identity: Self { get }
    static func <> (lhs: Self, rhs: Self) -> Self
}
infix operator <>: AdditionPrecedence

extension Int: Monoid {
    static var identity: Int { 0 }
    static func <> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
}
extension String: Monoid {
    static var identity: String { "" }
    static func <> (lhs: String, rhs: String) -> String { lhs + rhs }
}
extension Array: Monoid {
    static var identity: Array { [] }
    static func <> (lhs: Array, rhs: Array) -> Array { lhs + rhs }
}
struct Max: Monoid, CustomStringConvertible {
    let value: Int
    static var identity: Max { Max(value: Int.min) }
    static func <> (l: Max, r: Max) -> Max { l.value >= r.value ? l : r }
    var description: String { "Max(\(value))" }
}

func concatAll<M: Monoid>(_ xs: [M]) -> M {
    xs.reduce(M.identity, <>)
}

protocol Scalable {
    static func * (lhs: Self, rhs: Int) -> Self
}
extension Scalable {
    static func *= (lhs: inout Self, rhs: Int) { lhs = lhs * rhs }
    func tripled() -> Self { self * 3 }
}
struct Meters: Scalable, Equatable {
    var v: Int
    static func * (lhs: Meters, rhs: Int) -> Meters { Meters(v: lhs.v * rhs) }
}

print(concatAll([1, 2, 3, 4]))
print(concatAll(["a", "b", "c"]))
print(concatAll([[1], [2, 3], []]))
print(concatAll([Max(value: 3), Max(value: 9), Max(value: 4)]))
print(concatAll([Max]()))
print(1 <> 2 <> 3, "x" <> "y")

var m = Meters(v: 2)
m *= 5
print(m.v, m.tripled().v, m == Meters(v: 10), m != m.tripled())

func combine<T: Monoid & Equatable>(_ a: T, _ b: T) -> String {
    let r = a <> b
    return r == T.identity ? "identity" : "\(r)"
}
print(combine(0, 0), combine(3, 4), combine("", ""), combine("p", "q"))

struct Vec2: Equatable, AdditiveArithmetic {
    var x = 0, y = 0
    static var zero: Vec2 { Vec2() }
    static func + (l: Vec2, r: Vec2) -> Vec2 { Vec2(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: Vec2, r: Vec2) -> Vec2 { Vec2(x: l.x - r.x, y: l.y - r.y) }
}
func total<T: AdditiveArithmetic>(_ xs: [T]) -> T { xs.reduce(.zero, +) }
var v = Vec2(x: 1, y: 1)
v += Vec2(x: 2, y: 3)
v -= Vec2(x: 0, y: 1)
print(v, total([v, v, Vec2.zero]), total([1.5, 2.5]))

// expect: 10
// expect: abc
// expect: [1, 2, 3]
// expect: Max(9)
// expect: Max(-9223372036854775808)
// expect: 6 xy
// expect: 10 30 true true
// expect: identity 7 identity pq
// expect: Vec2(x: 3, y: 3) Vec2(x: 6, y: 6) 4.0
