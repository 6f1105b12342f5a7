// Compiler test style: Mirror(reflecting:) children labels, displayStyle, superclassMirror and customMirror
struct Config {
    let name: String
    var retries: Int
    var ratio: Double
    let flags: [Bool]
}
enum Payload { case none, data(size: Int, tag: String), raw(Int) }
class Base { var id = 1; let kind = "base" }
class Derived: Base { var extra = "e" }
struct Custom: CustomReflectable {
    var secret = 99
    var customMirror: Mirror {
        Mirror(self, children: ["visible": "yes", "count": 3], displayStyle: .struct)
    }
}

func show(_ subject: Any) {
    let m = Mirror(reflecting: subject)
    let style = m.displayStyle.map { "\($0)" } ?? "nil"
    print("\(m.subjectType) style=\(style) children=\(m.children.count)")
    for (label, value) in m.children {
        print("  \(label ?? "_"): \(value) [\(type(of: value))]")
    }
}

show(Config(name: "c", retries: 3, ratio: 0.5, flags: [true, false]))
show(Payload.none)
show(Payload.data(size: 4, tag: "t"))
show(Payload.raw(7))
show((1, b: "two"))
show([10, 20])
show(Optional(5) as Any)
show(Optional<Int>.none as Any)
show(["x": 1])
show(Custom())
show(42)
show("str")

let dm = Mirror(reflecting: Derived())
print("Derived children:", dm.children.map { $0.label ?? "_" })
if let sup = dm.superclassMirror {
    print("super:", sup.subjectType, sup.children.map { "\($0.label!)=\($0.value)" })
    print("super of super:", sup.superclassMirror.map { "\($0.subjectType)" } ?? "nil")
}

// descendant lookups
let cfg = Config(name: "deep", retries: 1, ratio: 2, flags: [false, true, true])
let m = Mirror(reflecting: cfg)
print(m.descendant("flags", 2) as Any, m.descendant("name") as Any, m.descendant("missing") as Any)
print(m.descendant(1) as Any)

// Generic field-summing via reflection
func sumInts(_ x: Any) -> Int {
    var total = (x as? Int) ?? 0
    for child in Mirror(reflecting: x).children { total += sumInts(child.value) }
    return total
}
print(sumInts(cfg), sumInts((1, [2, 3], (4, "x"))), sumInts(Payload.data(size: 8, tag: "")))

// expect: Config style=struct children=4
// expect:   name: c [String]
// expect:   retries: 3 [Int]
// expect:   ratio: 0.5 [Double]
// expect:   flags: [true, false] [Array<Bool>]
// expect: Payload style=enum children=0
// expect: Payload style=enum children=1
// expect:   data: (size: 4, tag: "t") [(size: Int, tag: String)]
// expect: Payload style=enum children=1
// expect:   raw: 7 [Int]
// expect: (Int, b: String) style=tuple children=2
// expect:   .0: 1 [Int]
// expect:   b: two [String]
// expect: Array<Int> style=collection children=2
// expect:   _: 10 [Int]
// expect:   _: 20 [Int]
// expect: Optional<Int> style=optional children=1
// expect:   some: 5 [Int]
// expect: Optional<Int> style=optional children=0
// expect: Dictionary<String, Int> style=dictionary children=1
// expect:   _: (key: "x", value: 1) [(key: String, value: Int)]
// expect: Custom style=struct children=2
// expect:   visible: yes [String]
// expect:   count: 3 [Int]
// expect: Int style=nil children=0
// expect: String style=nil children=0
// expect: Derived children: ["extra"]
// expect: super: Base ["id=1", "kind=base"]
// expect: super of super: nil
// expect: Optional(true) Optional("deep") nil
// expect: Optional(1)
// expect: 1 10 8
