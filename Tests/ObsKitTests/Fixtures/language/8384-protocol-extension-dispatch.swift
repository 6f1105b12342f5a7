// Compiler-test style: protocol requirements dispatch dynamically, extension-only methods dispatch statically
protocol Greeter {
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "default greet" }
    func farewell() -> String { "default farewell" }
    func both() -> String { greet() + " / " + farewell() }
}

struct Plain: Greeter {}

struct Fancy: Greeter {
    func greet() -> String { "fancy greet" }
    func farewell() -> String { "fancy farewell" }
}

class Base: Greeter {}
class Derived: Base {
    func greet() -> String { "derived greet" }
}

let fancy = Fancy()
print(fancy.greet())
print(fancy.farewell())
let asProto: any Greeter = fancy
print(asProto.greet())
print(asProto.farewell())
print(fancy.both())

let plain = Plain()
print(plain.both())

let d = Derived()
print(d.greet())
let dp: any Greeter = d
print(dp.greet())

func generic<G: Greeter>(_ g: G) -> String { g.greet() + " | " + g.farewell() }
print(generic(fancy))
print(generic(plain))

// expect: fancy greet
// expect: fancy farewell
// expect: fancy greet
// expect: default farewell
// expect: fancy greet / default farewell
// expect: default greet / default farewell
// expect: derived greet
// expect: default greet
// expect: fancy greet | default farewell
// expect: default greet | default farewell
