// Compiler test style: static dispatch of protocol extension methods versus dynamic dispatch of requirements
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "default greet" }
    func farewell() -> String { "default farewell" }
    func both() -> String { greet() + " / " + farewell() }
}

struct English: Greeter {
    func greet() -> String { "hello" }
    func farewell() -> String { "goodbye" }
}
struct Silent: Greeter {}

class Base: Greeter {
    func farewell() -> String { "base farewell" }
}
class Derived: Base {
    func greet() -> String { "derived greet" }
    override func farewell() -> String { "derived farewell" }
}

let e = English()
print(e.greet(), e.farewell())
let eg: Greeter = e
print(eg.greet(), eg.farewell())
print(e.both())

let s = Silent()
print(s.greet(), s.farewell(), s.both())

let d = Derived()
print(d.greet(), d.farewell())
let db: Base = d
print(db.greet(), db.farewell())
let dg: Greeter = d
print(dg.greet(), dg.farewell())
print(d.both())

func viaGeneric<T: Greeter>(_ t: T) -> String { t.greet() + "|" + t.farewell() }
print(viaGeneric(e), viaGeneric(s), viaGeneric(d))

protocol Shape {
    static var sides: Int { get }
    static func describe() -> String
}
extension Shape {
    static func describe() -> String { "shape with \(sides) sides" }
    static func kind() -> String { "generic shape" }
}
struct Triangle: Shape {
    static let sides = 3
    static func kind() -> String { "triangle" }
}
struct Square: Shape {
    static let sides = 4
    static func describe() -> String { "a square" }
}
func info<T: Shape>(_ t: T.Type) -> String { "\(T.describe()); \(T.kind())" }
print(info(Triangle.self))
print(info(Square.self))
print(Triangle.kind(), Square.kind())
let metas: [any Shape.Type] = [Triangle.self, Square.self]
print(metas.map { $0.describe() })
print(metas.map { $0.sides })

// expect: hello goodbye
// expect: hello default farewell
// expect: hello / default farewell
// expect: default greet default farewell default greet / default farewell
// expect: derived greet derived farewell
// expect: default greet derived farewell
// expect: default greet default farewell
// expect: default greet / default farewell
// expect: hello|default farewell default greet|default farewell default greet|default farewell
// expect: shape with 3 sides; generic shape
// expect: a square; generic shape
// expect: triangle generic shape
// expect: ["shape with 3 sides", "a square"]
// expect: [3, 4]
