// Compiler test style: protocol default implementations vs subclass overrides - static dispatch through the base witness
protocol Greeter {
    func greet() -> String
    func farewell() -> String
}

extension Greeter {
    func greet() -> String { "default greet" }
    func farewell() -> String { "default farewell" }
    func extra() -> String { "ext extra" }
}

class Base: Greeter {
    func greet() -> String { "Base greet" }
    func extra() -> String { "Base extra" }
}

class Derived: Base {
    override func greet() -> String { "Derived greet" }
    func farewell() -> String { "Derived farewell" }
    override func extra() -> String { "Derived extra" }
}

func useGeneric<G: Greeter>(_ g: G) -> [String] {
    [g.greet(), g.farewell(), g.extra()]
}

func useExistential(_ g: any Greeter) -> [String] {
    [g.greet(), g.farewell(), g.extra()]
}

let d = Derived()
let b: Base = d
print(d.greet(), d.farewell(), d.extra())
print(b.greet(), b.farewell(), b.extra())
print(useGeneric(d))
print(useGeneric(b))
print(useExistential(d))
print(useExistential(Base()))
// expect: Derived greet Derived farewell Derived extra
// expect: Derived greet default farewell Derived extra
// expect: ["Derived greet", "default farewell", "ext extra"]
// expect: ["Derived greet", "default farewell", "ext extra"]
// expect: ["Derived greet", "default farewell", "ext extra"]
// expect: ["Base greet", "default farewell", "ext extra"]
