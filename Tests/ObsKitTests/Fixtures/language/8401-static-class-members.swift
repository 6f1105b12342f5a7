// Compiler-test style: static vs class members, overriding class methods/properties, and Self in static contexts
class Counter {
    static var instances = 0
    static let label = "counter"
    class var kind: String { "base" }
    class func make() -> Counter { Counter() }
    static func describeType() -> String { "\(label) of kind \(kind)" }
    init() { Counter.instances += 1 }
    func whoAmI() -> String { Self.kind }
}

class Special: Counter {
    override class var kind: String { "special" }
    override class func make() -> Counter { Special() }
}

struct Config {
    static var defaults: [String: Int] = ["size": 1]
    static var computed: Int { defaults.values.reduce(0, +) }
    static func set(_ k: String, _ v: Int) { defaults[k] = v }
    static let shared = Config(name: "shared")
    let name: String
}

enum Units {
    static let meter = 1.0
    static let kilometer = 1000 * meter
    static func convert(_ km: Double) -> Double { km * kilometer }
}

print(Counter.describeType(), "|", Special.describeType())
let objs = [Counter.make(), Special.make(), Special()]
print(objs.map { $0.whoAmI() })
print(objs.map { type(of: $0).kind })
print("instances:", Counter.instances)
let metatype: Counter.Type = Special.self
print(metatype.kind, metatype.make().whoAmI())
print(Counter.instances)

print(Config.computed)
Config.set("extra", 41)
print(Config.computed, Config.defaults.keys.sorted())
print(Config.shared.name)
print(Units.convert(2.5))

// expect: counter of kind base | counter of kind special
// expect: ["base", "special", "special"]
// expect: ["base", "special", "special"]
// expect: instances: 3
// expect: special special
// expect: 4
// expect: 1
// expect: 42 ["extra", "size"]
// expect: shared
// expect: 2500.0
