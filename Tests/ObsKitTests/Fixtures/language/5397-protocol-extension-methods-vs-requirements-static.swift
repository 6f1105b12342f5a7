// swift/test/Interpreter style (dispatch): protocol extension methods vs requirements, static vs dynamic dispatch through existentials and subclasses
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

class Base: Greeter {
    func farewell() -> String { "base farewell" }
}
class Derived: Base {
    func greet() -> String { "derived greet" }
    override func farewell() -> String { "derived farewell" }
}

let f = Fancy()
print(f.greet(), "|", f.farewell())
let g: Greeter = f
print(g.greet(), "|", g.farewell())
print(f.both())
print(Plain().both())
let d = Derived()
print(d.greet(), "|", d.farewell())
let b: Base = d
print(b.greet(), "|", b.farewell())
let e: Greeter = d
print(e.greet(), "|", e.farewell())
let all: [Greeter] = [Plain(), Fancy(), Base(), Derived()]
print(all.map { $0.greet() }, all.map { $0.farewell() })

// expect: fancy greet | fancy farewell
// expect: fancy greet | default farewell
// expect: fancy greet / default farewell
// expect: default greet / default farewell
// expect: derived greet | derived farewell
// expect: default greet | derived farewell
// expect: default greet | default farewell
// expect: ["default greet", "fancy greet", "default greet", "default greet"] ["default farewell", "default farewell", "default farewell", "default farewell"]
