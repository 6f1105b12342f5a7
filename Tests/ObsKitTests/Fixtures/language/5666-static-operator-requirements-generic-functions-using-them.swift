// Swift compiler execution test style (operators in protocols): static operator requirements, generic functions using them, and compound-assignment operators with inout
protocol Monoid {
    static var identity: Self { get }
    static func <> (a: Self, b: Self) -> Self
}
infix operator <> : AdditionPrecedence

extension Int: Monoid {
    static var identity: Int { 0 }
    static func <> (a: Int, b: Int) -> Int { a + b }
}
extension String: Monoid {
    static var identity: String { "" }
    static func <> (a: String, b: String) -> String { a + b }
}
extension Array: Monoid {
    static var identity: [Element] { [] }
    static func <> (a: [Element], b: [Element]) -> [Element] { a + b }
}
func concatAll<M: Monoid>(_ xs: [M]) -> M { xs.reduce(M.identity, <>) }

print(concatAll([1, 2, 3, 4]))
print(concatAll(["a", "b", "c"]))
print(concatAll([[1], [2, 3], []]))
print(concatAll([String]()).isEmpty, 1 <> 2 <> 3)

struct Vec: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func * (k: Double, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
    var description: String { "(\(x), \(y))" }
}
var v = Vec(x: 1, y: 2)
v += Vec(x: 0.5, y: 0.5)
print(v, -v, 2 * v + Vec(x: 1, y: 1))
print(-v == Vec(x: -1.5, y: -2.5), v != v)
func sum<T: AdditiveArithmetic>(_ xs: T...) -> T { xs.reduce(.zero, +) }
print(sum(1, 2, 3), sum(0.5, 0.25), sum() as Int)
func twice<T>(_ x: T, _ op: (T, T) -> T) -> T { op(x, x) }
print(twice(7, +), twice("ab", +), twice(3, *), twice(Vec(x: 1, y: 0), +))

// expect: 10
// expect: abc
// expect: [1, 2, 3]
// expect: true 6
// expect: (1.5, 2.5) (-1.5, -2.5) (4.0, 6.0)
// expect: true false
// expect: 6 0.75 0
// expect: 14 abab 9 (2.0, 0.0)
