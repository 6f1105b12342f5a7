// `Self` in protocol requirements, class methods returning Self, and Self.staticMember
protocol Duplicable {
    func duplicate() -> Self
    static func zero() -> Self
}
protocol Combinable {
    static func + (lhs: Self, rhs: Self) -> Self
}
extension Combinable where Self: Duplicable {
    func quadruple() -> Self { let d = self + duplicate(); return d + d }
}

struct Money: Duplicable, Combinable, CustomStringConvertible {
    var cents: Int
    func duplicate() -> Money { self }
    static func zero() -> Money { Money(cents: 0) }
    static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

class Shape {
    var name: String
    required init(name: String) { self.name = name }
    func copy() -> Self { Self.init(name: name + "'") }
    class func make() -> Self { self.init(name: String(describing: self)) }
    func whoAmI() -> String { "\(Self.self) named \(name)" }
    static func counted(_ n: Int) -> [Shape] { (0..<n).map { Self.init(name: "#\($0)") } }
}
final class Circle: Shape {
    var radius = 1
}
class Square: Shape {}
class Tile: Square {}

func sum<T: Duplicable & Combinable>(_ xs: [T]) -> T { xs.reduce(T.zero(), +) }

let m = Money(cents: 205)
print(m, m.duplicate(), m.quadruple())
print(sum([Money(cents: 5), Money(cents: 99), m]))
print(sum([Money]()))
let c = Circle(name: "c")
c.radius = 7
let c2 = c.copy()
print(c2.name, c2.radius, type(of: c2))
let t = Tile.make()
print(t.name, type(of: t))
let sq: Square = Tile(name: "t")
let sq2 = sq.copy()
print(type(of: sq2), sq2.name)
print(sq.whoAmI())
print(c.whoAmI())
print(Circle.counted(2).map { "\(type(of: $0)):\($0.name)" })
print(Shape.counted(1).map { "\(type(of: $0)):\($0.name)" })
let metas: [Shape.Type] = [Shape.self, Circle.self, Tile.self]
print(metas.map { $0.make().name })

// expect: $2.05 $2.05 $8.20
// expect: $3.09
// expect: $0.00
// expect: c' 1 Circle
// expect: Tile Tile
// expect: Tile t'
// expect: Tile named t
// expect: Circle named c
// expect: ["Circle:#0", "Circle:#1"]
// expect: ["Shape:#0"]
// expect: ["Shape", "Circle", "Tile"]
