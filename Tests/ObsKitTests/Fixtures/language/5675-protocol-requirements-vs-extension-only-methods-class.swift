// Swift compiler execution test style (dispatch): protocol requirements vs extension-only methods, class overrides seen through protocol existentials and generics, and final/static dispatch differences
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "hello from default" }
    func farewell() -> String { "bye from extension" }
}
struct Plain: Greeter {}
struct Custom: Greeter {
    func greet() -> String { "custom hello" }
    func farewell() -> String { "custom bye" }
}
let items: [any Greeter] = [Plain(), Custom()]
for g in items { print(g.greet(), "|", g.farewell()) }
let c = Custom()
print(c.greet(), "|", c.farewell())
func generic<G: Greeter>(_ g: G) -> String { g.greet() + " / " + g.farewell() }
print(generic(Plain()))
print(generic(Custom()))

class Base: Greeter {
    func greet() -> String { "base" }
    func name() -> String { "Base" }
    func call() -> String { "call -> " + name() }
}
class Derived: Base {
    override func greet() -> String { "derived" }
    override func name() -> String { "Derived" }
}
let b: Base = Derived()
print(b.greet(), b.call(), (b as Greeter).greet(), generic(b))

protocol Shape { static var sides: Int { get }; static func make() -> Self }
struct Tri: Shape { static var sides: Int { 3 }; static func make() -> Tri { Tri() } }
struct Sq: Shape { static var sides: Int { 4 }; static func make() -> Sq { Sq() } }
func sides<S: Shape>(_ t: S.Type) -> Int { t.sides }
print(sides(Tri.self), sides(Sq.self))
let shapeTypes: [any Shape.Type] = [Tri.self, Sq.self, Tri.self]
print(shapeTypes.map { $0.sides }.reduce(0, +))
print(type(of: Tri.make()), String(describing: Sq.self))

class Vehicle { func wheels() -> Int { 4 }; final func label() -> String { "vehicle with \(wheels()) wheels" } }
class Bike: Vehicle { override func wheels() -> Int { 2 } }
print(Vehicle().label(), Bike().label())

// expect: hello from default | bye from extension
// expect: custom hello | bye from extension
// expect: custom hello | custom bye
// expect: hello from default / bye from extension
// expect: custom hello / bye from extension
// expect: derived call -> Derived derived derived / bye from extension
// expect: 3 4
// expect: 10
// expect: Tri Sq
// expect: vehicle with 4 wheels vehicle with 2 wheels
