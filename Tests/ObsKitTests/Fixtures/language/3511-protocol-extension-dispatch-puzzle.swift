// Compiler test style: protocol extension dispatch puzzle (requirement vs extension-only method)
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

let e = English()
print(e.greet())
print(e.farewell())
print(e.both())

let g: any Greeter = English()
print(g.greet())
print(g.farewell())
print(g.both())

func viaGeneric<G: Greeter>(_ x: G) -> String { x.greet() + " | " + x.farewell() }
print(viaGeneric(English()))
print(viaGeneric(Silent()))

let s: Greeter = Silent()
print(s.greet())
print(s.both())

class Base: Greeter {}
class Derived: Base {
    func greet() -> String { "derived greet" }
}
let d = Derived()
print(d.greet())
let db: Base = d
print(db.greet())
let dg: any Greeter = d
print(dg.greet())
print(viaGeneric(d))
// expect: hello
// expect: goodbye
// expect: hello / default farewell
// expect: hello
// expect: default farewell
// expect: hello / default farewell
// expect: hello | default farewell
// expect: default greet | default farewell
// expect: default greet
// expect: default greet / default farewell
// expect: derived greet
// expect: default greet
// expect: default greet
// expect: default greet | default farewell
