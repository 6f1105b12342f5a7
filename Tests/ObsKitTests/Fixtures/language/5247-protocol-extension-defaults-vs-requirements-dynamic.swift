// Compiler test style: protocol extension defaults vs requirements (dynamic vs static dispatch)
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "default greet" }
    func farewell() -> String { "default farewell" }
    func both() -> String { greet() + " / " + farewell() }
}
struct Plain: Greeter {}
struct Custom: Greeter {
    func greet() -> String { "custom greet" }
    func farewell() -> String { "custom farewell" }
}
let p = Plain()
let c = Custom()
let e: any Greeter = c
print(p.greet(), "|", p.farewell())
print(c.greet(), "|", c.farewell())
print(e.greet(), "|", e.farewell())
print(c.both())
print(e.both())
func viaGeneric<G: Greeter>(_ g: G) -> String { g.greet() + " & " + g.farewell() }
print(viaGeneric(c))
class Base: Greeter {}
class Derived: Base {
    func greet() -> String { "derived greet" }
}
let d: any Greeter = Derived()
print(d.greet())
print(Derived().greet())
class Base2: Greeter { func greet() -> String { "base2" } }
class Derived2: Base2 { override func greet() -> String { "derived2" } }
let d2: any Greeter = Derived2()
print(d2.greet())
protocol Named { var name: String { get } }
extension Named { var name: String { "anon" }; var loud: String { name.uppercased() } }
struct Person: Named { var name: String }
struct Ghost: Named {}
let ns: [any Named] = [Person(name: "ann"), Ghost()]
for n in ns { print(n.name, n.loud) }

// expect: default greet | default farewell
// expect: custom greet | custom farewell
// expect: custom greet | default farewell
// expect: custom greet / default farewell
// expect: custom greet / default farewell
// expect: custom greet & default farewell
// expect: default greet
// expect: derived greet
// expect: derived2
// expect: ann ANN
// expect: anon ANON
