// static stored properties as counters and registries: per-type storage, generic types, subclasses, lazy static init
// known-gap: error: 9601-static-counters.swift:33:48: error: not supported yet: the type 'T' stands for here is not known (ObsREPL checks no types; write the generic arguments, as in 'Box<Int>(...)')
struct IDGen {
    static var next = 1
    static func make() -> Int { defer { next += 1 }; return next }
}
final class Widget {
    static var live = 0
    static var created = 0
    static private(set) var log: [String] = []
    let id: Int
    init() {
        Widget.live += 1
        Widget.created += 1
        id = IDGen.make()
        Widget.log.append("+\(id)")
    }
    deinit { Widget.live -= 1; Widget.log.append("-\(id)") }
}
class Base {
    static var count = 0
    class var label: String { "base" }
    init() { Self.bump() }
    class func bump() { Base.count += 1 }
}
class Derived: Base {
    static var derivedCount = 0
    override class var label: String { "derived" }
    override class func bump() { super.bump(); derivedCount += 1 }
}
enum Registry { static var perType: [String: Int] = [:] }
struct Counter<T> {
    static var hits: Int { Registry.perType["\(T.self)", default: 0] }
    static func note() { Registry.perType["\(T.self)", default: 0] += 1 }
}
enum Config {
    static let table: [String: Int] = { print("building table"); return ["a": 1, "b": 2] }()
    static var lookups = 0
    static func get(_ k: String) -> Int? { lookups += 1; return table[k] }
}

print(IDGen.make(), IDGen.make(), IDGen.next)
do {
    let w1 = Widget()
    var w2: Widget? = Widget()
    print(Widget.live, Widget.created, w1.id, w2!.id)
    w2 = nil
    print(Widget.live, w2 == nil)
}
print(Widget.live, Widget.created, Widget.log)
_ = Base(); _ = Derived(); _ = Derived()
print(Base.count, Derived.derivedCount, Derived.count, Base.label, Derived.label)
Counter<Int>.note(); Counter<String>.note(); Counter<Int>.note()
print(Counter<Int>.hits, Counter<String>.hits, Counter<Double>.hits, Registry.perType.keys.sorted())
print("before config")
print(Config.get("a") as Any, Config.get("z") as Any, Config.lookups)
print(Config.table.count, Config.lookups)
IDGen.next = 100
print(IDGen.make(), Widget().id, Widget.live)
let ws = (0..<3).map { _ in Widget() }
print(ws.map(\.id), Widget.live, Widget.created)

// expect: 1 2 3
// expect: 2 2 3 4
// expect: 1 true
// expect: 0 2 ["+3", "+4", "-4", "-3"]
// expect: 3 2 3 base derived
// expect: 2 1 0 ["Int", "String"]
// expect: before config
// expect: building table
// expect: Optional(1) nil 2
// expect: 2 2
// expect: 100 101 0
// expect: [102, 103, 104] 3 6
