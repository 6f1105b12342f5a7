// Compiler test style: Mirror reflection of structs and classes including superclass mirrors
struct Point {
    var x: Int
    var y: Int
    let tag: String
}

class Base {
    var id = 1
    let kind = "base"
}
class Derived: Base {
    var extra: [Int] = [1, 2]
    var note: String? = nil
}

func describe(_ value: Any) {
    let m = Mirror(reflecting: value)
    print("subject:", m.subjectType, "style:", m.displayStyle.map { "\($0)" } ?? "none", "children:", m.children.count)
    for child in m.children {
        print("  \(child.label ?? "_") = \(child.value)")
    }
    var sup = m.superclassMirror
    while let s = sup {
        print("  super \(s.subjectType):", s.children.map { $0.label ?? "_" })
        sup = s.superclassMirror
    }
}

describe(Point(x: 3, y: -4, tag: "p"))
describe(Derived())
describe(Base())

struct Wrapper: CustomReflectable {
    var hidden = 99
    var shown = "yes"
    var customMirror: Mirror {
        Mirror(self, children: ["shown": shown, "computed": hidden * 2], displayStyle: .struct)
    }
}
describe(Wrapper())

let m = Mirror(reflecting: Point(x: 1, y: 2, tag: "t"))
let sum = m.children.compactMap { $0.value as? Int }.reduce(0, +)
print("sum of Int fields:", sum)
print(m.descendant("tag") as? String ?? "missing", m.descendant("nope") == nil)

// expect: subject: Point style: struct children: 3
// expect:   x = 3
// expect:   y = -4
// expect:   tag = p
// expect: subject: Derived style: class children: 2
// expect:   extra = [1, 2]
// expect:   note = nil
// expect:   super Base: ["id", "kind"]
// expect: subject: Base style: class children: 2
// expect:   id = 1
// expect:   kind = base
// expect: subject: Wrapper style: struct children: 2
// expect:   shown = yes
// expect:   computed = 198
// expect: sum of Int fields: 3
// expect: t true
