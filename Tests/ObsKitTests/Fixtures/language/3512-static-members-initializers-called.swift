// Compiler test style: static members and initializers called through a generic parameter
protocol Monoid {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
}
extension Int: Monoid { static var zero: Int { 0 } }
extension String: Monoid { static var zero: String { "" } }
struct Vec: Monoid, CustomStringConvertible {
    var x: Int, y: Int
    static var zero: Vec { Vec(x: 0, y: 0) }
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    var description: String { "Vec(\(x), \(y))" }
}
func total<M: Monoid>(_ xs: [M]) -> M { xs.reduce(M.zero, +) }
print(total([1, 2, 3, 4]))
print(total(["a", "b", "c"]))
print(total([Vec(x: 1, y: 2), Vec(x: 3, y: 4)]))
print(total([Int]()))
print(total([String]()).isEmpty)

protocol Makeable { init(); var tag: String { get } }
struct A: Makeable { var tag: String { "A" } }
struct B: Makeable { var n = 7; var tag: String { "B\(n)" } }
func make<T: Makeable>(_ t: T.Type) -> T { T() }
func makeMany<T: Makeable>(_ count: Int, as t: T.Type = T.self) -> [T] { (0..<count).map { _ in T() } }
print(make(A.self).tag)
print(make(B.self).tag)
let bs: [B] = makeMany(3)
print(bs.map(\.tag))
print(makeMany(2, as: A.self).map { $0.tag }.joined(separator: "+"))

func zeroOf<T: Monoid>(_: T.Type) -> T { .zero }
print(zeroOf(Int.self), zeroOf(Vec.self))
print("[\(zeroOf(String.self))]")

func build<T: BinaryInteger>(_ t: T.Type, from v: Int) -> T { T(v) * 2 }
print(build(Int8.self, from: 21))
print(build(UInt.self, from: 5))
print(type(of: build(Int16.self, from: 3)))
// expect: 10
// expect: abc
// expect: Vec(4, 6)
// expect: 0
// expect: true
// expect: A
// expect: B7
// expect: ["B7", "B7", "B7"]
// expect: A+A
// expect: 0 Vec(0, 0)
// expect: []
// expect: 42
// expect: 10
// expect: Int16
