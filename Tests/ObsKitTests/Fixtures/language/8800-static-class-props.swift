// Compiler test style (type members): static vs class properties and methods
class Counter {
    static var instances = 0
    static let label = "Counter"
    class var kind: String { "base" }
    static var description: String { "\(label) kind=\(kind) instances=\(instances)" }
    init() { Counter.instances += 1 }
    class func factory() -> Counter { Counter() }
    static func reset() { instances = 0 }
}

class SpecialCounter: Counter {
    override class var kind: String { "special" }
    override class func factory() -> Counter { SpecialCounter() }
}

_ = Counter()
_ = SpecialCounter()
print(Counter.instances, SpecialCounter.instances)
print(Counter.kind, SpecialCounter.kind)
print(Counter.description)

let types: [Counter.Type] = [Counter.self, SpecialCounter.self]
for t in types {
    let obj = t.factory()
    print(t.kind, type(of: obj), type(of: obj).kind)
}
print(Counter.instances)
Counter.reset()
print(SpecialCounter.instances)

// Static members on structs and enums, including computed ones
struct Math {
    static let pi = 3.0
    static var calls = 0
    static func square(_ x: Int) -> Int { calls += 1; return x * x }
}
print(Math.square(4), Math.square(5), Math.calls, Math.pi)

enum Theme {
    case light, dark
    static var current: Theme = .light
    static var `default`: Theme { .light }
    var name: String { self == .light ? "Light" : "Dark" }
}
print(Theme.current.name)
Theme.current = .dark
print(Theme.current.name, Theme.default.name)

// Static properties in protocols and generic access
protocol Unit { static var symbol: String { get } }
struct Meters: Unit { static let symbol = "m" }
struct Seconds: Unit { static var symbol: String { "s" } }
func format<U: Unit>(_ v: Int, _: U.Type) -> String { "\(v)\(U.symbol)" }
print(format(3, Meters.self), format(10, Seconds.self))

// expect: 2 2
// expect: base special
// expect: Counter kind=base instances=2
// expect: base Counter base
// expect: special SpecialCounter special
// expect: 4
// expect: 0
// expect: 16 25 2 3.0
// expect: Light
// expect: Dark Light
// expect: 3m 10s
