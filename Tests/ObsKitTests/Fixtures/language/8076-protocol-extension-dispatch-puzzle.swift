// Compiler test style: static vs dynamic dispatch of protocol extension methods vs requirements
// known-gap: line 9: expected '["shape(3)", "shape(4)"]', got '["shape(3)", "equatable shape(4)"]'
protocol Greeter {
    func greet() -> String          // requirement: dynamically dispatched
}
extension Greeter {
    func greet() -> String { "ext.greet" }
    func farewell() -> String { "ext.farewell" }   // not a requirement: statically dispatched
    func both() -> String { greet() + " / " + farewell() }
}

struct English: Greeter {
    func greet() -> String { "hello" }
    func farewell() -> String { "bye" }
}
struct Silent: Greeter {}

let e = English()
let eg: any Greeter = English()
print(e.greet(), e.farewell())
print(eg.greet(), eg.farewell())
print(e.both())
print(Silent().greet(), Silent().farewell())

func generic<G: Greeter>(_ g: G) -> String { g.greet() + "|" + g.farewell() }
print(generic(e), generic(Silent()))

// Class inheritance + protocol default: the subclass-override trap
protocol Describer { func describe() -> String }
extension Describer { func describe() -> String { "default" } }
class Parent: Describer {}
class Child: Parent {
    func describe() -> String { "child" }
}
let c = Child()
let cp: Parent = c
let cd: any Describer = c
print(c.describe(), cp.describe(), cd.describe())

// When the base class implements the requirement, overrides are dynamic
class Parent2: Describer { func describe() -> String { "parent2" } }
class Child2: Parent2 { override func describe() -> String { "child2" } }
let c2: any Describer = Child2()
print(c2.describe(), (Child2() as Parent2).describe())

// Constrained extensions: most specific wins statically
protocol Shape { var sides: Int { get } }
extension Shape { var kind: String { "shape(\(sides))" } }
extension Shape where Self: Equatable { var kind: String { "equatable shape(\(sides))" } }
struct Tri: Shape { let sides = 3 }
struct Quad: Shape, Equatable { let sides = 4 }
print(Tri().kind, Quad().kind)
let shapes: [any Shape] = [Tri(), Quad()]
print(shapes.map(\.kind))
func kindOf<S: Shape>(_ s: S) -> String { s.kind }
print(kindOf(Quad()))

// Requirement with default in protocol refinement
protocol Animal { func sound() -> String }
protocol Pet: Animal {}
extension Animal { func sound() -> String { "generic animal" } }
extension Pet { func sound() -> String { "pet sound" } }
struct Dog: Pet {}
struct Wolf: Animal {}
let zoo: [any Animal] = [Dog(), Wolf()]
print(zoo.map { $0.sound() })

// Static member via protocol extension on metatype
protocol Named { static var typeName: String { get } }
extension Named { static var typeName: String { "\(Self.self)" } }
struct Alpha: Named {}
struct Beta: Named { static var typeName: String { "custom beta" } }
let types: [any Named.Type] = [Alpha.self, Beta.self]
print(types.map { $0.typeName })

// expect: hello bye
// expect: hello ext.farewell
// expect: hello / ext.farewell
// expect: ext.greet ext.farewell
// expect: hello|ext.farewell ext.greet|ext.farewell
// expect: child default default
// expect: child2 child2
// expect: shape(3) equatable shape(4)
// expect: ["shape(3)", "shape(4)"]
// expect: shape(4)
// expect: ["pet sound", "generic animal"]
// expect: ["Alpha", "custom beta"]
