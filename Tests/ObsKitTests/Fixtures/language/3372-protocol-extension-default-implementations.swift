// Compiler test style: protocol extension default implementations vs requirements (static vs dynamic dispatch)
protocol Greeter {
  func greet() -> String       // requirement: dynamic dispatch
}
extension Greeter {
  func greet() -> String { "default greet" }
  func farewell() -> String { "default farewell" }   // not a requirement: static dispatch
  func both() -> String { greet() + " / " + farewell() }
}

struct Plain: Greeter {}
struct Custom: Greeter {
  func greet() -> String { "custom greet" }
  func farewell() -> String { "custom farewell" }
}

let p = Plain()
let c = Custom()
print(p.greet(), "|", p.farewell())
print(c.greet(), "|", c.farewell())

let asProto: Greeter = c
print(asProto.greet(), "|", asProto.farewell())
print(c.both())

func generic<G: Greeter>(_ g: G) -> String { g.greet() + " + " + g.farewell() }
print(generic(c))
print(generic(p))

let all: [any Greeter] = [p, c]
for g in all { print(g.greet(), g.farewell()) }

func opaque() -> some Greeter { Custom() }
print(opaque().greet(), opaque().farewell())
// expect: default greet | default farewell
// expect: custom greet | custom farewell
// expect: custom greet | default farewell
// expect: custom greet / default farewell
// expect: custom greet + default farewell
// expect: default greet + default farewell
// expect: default greet default farewell
// expect: custom greet default farewell
// expect: custom greet default farewell
