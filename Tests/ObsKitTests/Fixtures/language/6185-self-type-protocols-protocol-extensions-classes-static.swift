// Language Reference style (types): the Self type in protocols, protocol extensions, classes and static factory methods
protocol Doubler { func doubled() -> Self; static func zero() -> Self }
extension Int: Doubler { func doubled() -> Int { self * 2 }; static func zero() -> Int { 0 } }
extension String: Doubler { func doubled() -> String { self + self }; static func zero() -> String { "" } }
print(4.doubled(), "ab".doubled(), Int.zero(), "[" + String.zero() + "]")

protocol Chain { var n: Int { get set } }
extension Chain {
    func adding(_ k: Int) -> Self { var c = self; c.n += k; return c }
}
struct Counter: Chain { var n = 0 }
print(Counter().adding(3).adding(4).n)

class Base {
    var tag: String
    required init(tag: String) { self.tag = tag }
    class func make(_ t: String) -> Self { Self(tag: t) }
    func copy() -> Self { type(of: self).init(tag: tag + "'") }
    func whoAmI() -> String { "\(Self.self) \(tag)" }
}
final class Derived: Base {}
let d = Derived.make("d")
print(type(of: d), d.tag, d.copy().tag, d.copy().whoAmI())
let b: Base = Derived(tag: "x")
print(b.whoAmI(), type(of: b.copy()))

struct Meters {
    var v: Double
    static let unit = "m"
    func show() -> String { "\(v)\(Self.unit)" }
    static func +(l: Self, r: Self) -> Self { Self(v: l.v + r.v) }
}
print((Meters(v: 1.5) + Meters(v: 2)).show())

protocol Equalish { static func same(_ a: Self, _ b: Self) -> Bool }
extension Int: Equalish { static func same(_ a: Int, _ b: Int) -> Bool { a == b } }
func allSame<T: Equalish>(_ xs: [T]) -> Bool { zip(xs, xs.dropFirst()).allSatisfy { T.same($0, $1) } }
print(allSame([1, 1, 1]), allSame([1, 2]))

// expect: 8 abab 0 []
// expect: 7
// expect: Derived d d' Derived d'
// expect: Derived x Derived
// expect: 3.5m
// expect: true false
