// Mirror children, displayStyle, superclassMirror, and CustomReflectable replacing the default reflection
struct Point { var x: Int; var y: Int }
class Base { let id = 7; var tag = "b" }
final class Derived: Base { var extra: Double = 1.5 }
enum Shape { case circle(radius: Double), rect(Int, Int), empty }

struct Secret: CustomReflectable {
    var visible = "shown"
    var hidden = "never"
    var customMirror: Mirror {
        Mirror(self, children: ["visible": visible, "computed": visible.count], displayStyle: .struct)
    }
}

struct Bag: CustomReflectable {
    var items: [Int]
    var customMirror: Mirror { Mirror(self, unlabeledChildren: items, displayStyle: .collection) }
}

func list(_ v: Any) {
    let m = Mirror(reflecting: v)
    let style = m.displayStyle.map { "\($0)" } ?? "none"
    let kids = m.children.map { "\($0.label ?? "_")=\($0.value)" }
    print("\(m.subjectType) [\(style)] \(kids)")
}

list(Point(x: 1, y: -2))
list((a: 1, "two", 3.0))
list(Shape.circle(radius: 2))
list(Shape.rect(3, 4))
list(Shape.empty)
list(Optional(5) as Any)
list(Optional<Int>.none as Any)
list([10, 20])
list(["k": 1])
list(Set([4]))
list("text")
list(42)
list(Secret())
list(Bag(items: [3, 1, 2]))

let d = Derived()
let dm = Mirror(reflecting: d)
print(dm.children.map { $0.label ?? "?" }, dm.displayStyle == .class)
if let sup = dm.superclassMirror {
    print(sup.subjectType, sup.children.map { $0.label ?? "?" })
    print(sup.superclassMirror == nil)
}

func deepCount(_ v: Any) -> Int {
    let m = Mirror(reflecting: v)
    if m.children.isEmpty { return 1 }
    return m.children.reduce(0) { $0 + deepCount($1.value) }
}
struct Nested { var p = Point(x: 0, y: 0); var list = [1, 2, 3]; var name = "n" }
print(deepCount(Nested()))
print(deepCount([[1, 2], [3]]))

let m = Mirror(reflecting: Point(x: 5, y: 6))
print(m.descendant("y") as Any, m.descendant("z") as Any)
let nm = Mirror(reflecting: Nested())
print(nm.descendant("p", "x") as Any, nm.descendant("list", 2) as Any)
let tuple = (1, (2, 3))
print(Mirror(reflecting: tuple).descendant(1, 0) as Any)
print(Mirror(reflecting: Secret()).children.count, Mirror(reflecting: Bag(items: [])).children.count)

// expect: Point [struct] ["x=1", "y=-2"]
// expect: (a: Int, String, Double) [tuple] ["a=1", ".1=two", ".2=3.0"]
// expect: Shape [enum] ["circle=(radius: 2.0)"]
// expect: Shape [enum] ["rect=(3, 4)"]
// expect: Shape [enum] []
// expect: Optional<Int> [optional] ["some=5"]
// expect: Optional<Int> [optional] []
// expect: Array<Int> [collection] ["_=10", "_=20"]
// expect: Dictionary<String, Int> [dictionary] ["_=(key: \"k\", value: 1)"]
// expect: Set<Int> [set] ["_=4"]
// expect: String [none] []
// expect: Int [none] []
// expect: Secret [struct] ["visible=shown", "computed=5"]
// expect: Bag [collection] ["_=3", "_=1", "_=2"]
// expect: ["extra"] true
// expect: Base ["id", "tag"]
// expect: true
// expect: 6
// expect: 3
// expect: Optional(6) nil
// expect: Optional(0) Optional(3)
// expect: Optional(2)
// expect: 2 0
