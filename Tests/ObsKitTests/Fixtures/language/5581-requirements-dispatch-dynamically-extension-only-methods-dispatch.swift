// Compiler test style (protocol dispatch): requirements dispatch dynamically, extension-only methods dispatch statically
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { return "default greet" }
    func farewell() -> String { return "default farewell" }
    func both() -> String { return greet() + " / " + farewell() }
}
struct English: Greeter {
    func greet() -> String { return "hello" }
    func farewell() -> String { return "goodbye" }
}
struct Mute: Greeter {}

let e = English()
let g: Greeter = English()
print(e.greet(), e.farewell())
print(g.greet(), g.farewell())
print(e.both())
print(g.both())
let m: Greeter = Mute()
print(m.greet(), m.farewell(), m.both())

func viaGeneric<T: Greeter>(_ t: T) -> String { return t.greet() + "|" + t.farewell() }
print(viaGeneric(e), viaGeneric(Mute()))

protocol Sized { var size: Int { get } }
extension Sized {
    var size: Int { return 1 }
    var doubled: Int { return size * 2 }
}
struct Big: Sized { var size: Int { return 100 } }
struct Small: Sized {}
let items: [Sized] = [Big(), Small()]
print(items.map { $0.size }, items.map { $0.doubled })

protocol Describer { func describe() -> String }
extension Describer { func describe() -> String { return "generic" } }
extension Describer where Self: Numeric { func describe() -> String { return "numeric" } }
extension Int: Describer {}
extension String: Describer {}
extension Double: Describer { func describe() -> String { return "double \(self)" } }
func call<T: Describer>(_ t: T) -> String { return t.describe() }
print(5.describe(), "s".describe(), 2.5.describe())
print(call(5), call("s"), call(2.5))
let ds: [Describer] = [5, "s", 2.5]
print(ds.map { $0.describe() })

// expect: hello goodbye
// expect: hello default farewell
// expect: hello / default farewell
// expect: hello / default farewell
// expect: default greet default farewell default greet / default farewell
// expect: hello|default farewell default greet|default farewell
// expect: [100, 1] [200, 2]
// expect: numeric generic double 2.5
// expect: numeric generic double 2.5
// expect: ["numeric", "generic", "double 2.5"]
