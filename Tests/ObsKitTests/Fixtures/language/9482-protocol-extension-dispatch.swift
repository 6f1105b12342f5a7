// Requirement vs extension-only methods: static dispatch of extension members through existentials and generics (expected output from swiftc 6.3.1 on Linux)
protocol Greeter {
    func hello() -> String
}

extension Greeter {
    func hello() -> String { "default hello" }
    func bye() -> String { "default bye" }
    func both() -> String { hello() + " & " + bye() }
}

struct Plain: Greeter {}

struct Fancy: Greeter {
    func hello() -> String { "fancy hello" }
    func bye() -> String { "fancy bye" }
}

class Base: Greeter {
    func bye() -> String { "base bye" }
}
class Derived: Base {
    func hello() -> String { "derived hello" }
    override func bye() -> String { "derived bye" }
}

func viaGeneric<G: Greeter>(_ g: G) -> String { g.hello() + " | " + g.bye() }
func viaExistential(_ g: any Greeter) -> String { g.hello() + " | " + g.bye() }

let fancy = Fancy()
print(fancy.hello(), "|", fancy.bye())
print(viaGeneric(fancy))
print(viaExistential(fancy))
print(fancy.both())

let plain = Plain()
print(viaGeneric(plain))

let d = Derived()
print(d.hello(), "|", d.bye())
print(viaGeneric(d))
print(viaExistential(d))
let asBase: Base = d
print(asBase.bye())
print(viaGeneric(asBase))

let mixed: [any Greeter] = [Plain(), Fancy(), Derived()]
for g in mixed {
    print(type(of: g), "->", g.both())
}

protocol Counter {
    var count: Int { get }
}
extension Counter {
    var count: Int { 0 }
    var describeCount: String { "count=\(count)" }
}
struct Ten: Counter { var count: Int { 10 } }
struct Zero: Counter {}
let counters: [any Counter] = [Ten(), Zero()]
print(counters.map(\.describeCount))

// expect: fancy hello | fancy bye
// expect: fancy hello | default bye
// expect: fancy hello | default bye
// expect: fancy hello & default bye
// expect: default hello | default bye
// expect: derived hello | derived bye
// expect: default hello | default bye
// expect: default hello | default bye
// expect: derived bye
// expect: default hello | default bye
// expect: Plain -> default hello & default bye
// expect: Fancy -> fancy hello & default bye
// expect: Derived -> default hello & default bye
// expect: ["count=10", "count=0"]
