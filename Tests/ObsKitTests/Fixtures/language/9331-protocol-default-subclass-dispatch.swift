// protocol default implementations: requirement vs extension-only member, subclass gotcha
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "default greet" }
    func wave() -> String { "default wave" }
}

class Base: Greeter {}
class Derived: Base {
    func greet() -> String { "derived greet" }
    func wave() -> String { "derived wave" }
}

struct Custom: Greeter {
    func greet() -> String { "custom greet" }
    func wave() -> String { "custom wave" }
}

func viaGeneric<T: Greeter>(_ t: T) -> String { t.greet() + " / " + t.wave() }
func viaExistential(_ g: any Greeter) -> String { g.greet() + " / " + g.wave() }

let d = Derived()
print("concrete Derived:", d.greet(), "/", d.wave())
print("as Base:", (d as Base).greet(), "/", (d as Base).wave())
print("generic Derived:", viaGeneric(d))
print("existential Derived:", viaExistential(d))

let c = Custom()
print("concrete Custom:", c.greet(), "/", c.wave())
print("generic Custom:", viaGeneric(c))
print("existential Custom:", viaExistential(c))

class Base2: Greeter {
    func greet() -> String { "base2 greet" }
}
class Derived2: Base2 {
    override func greet() -> String { "derived2 greet" }
}
let items: [any Greeter] = [Base2(), Derived2(), Custom(), Base()]
for (i, g) in items.enumerated() {
    print(i, g.greet(), g.wave())
}

protocol Named { var name: String { get } }
extension Named {
    var name: String { "anonymous" }
    var shout: String { name.uppercased() + "!" }
}
struct Dog: Named { var name: String { "rex" } }
struct Ghost: Named {}
let ns: [any Named] = [Dog(), Ghost()]
print(ns.map(\.shout))
print(ns.map { $0.name })

// expect: concrete Derived: derived greet / derived wave
// expect: as Base: default greet / default wave
// expect: generic Derived: default greet / default wave
// expect: existential Derived: default greet / default wave
// expect: concrete Custom: custom greet / custom wave
// expect: generic Custom: custom greet / default wave
// expect: existential Custom: custom greet / default wave
// expect: 0 base2 greet default wave
// expect: 1 derived2 greet default wave
// expect: 2 custom greet default wave
// expect: 3 default greet default wave
// expect: ["REX!", "ANONYMOUS!"]
// expect: ["rex", "anonymous"]
