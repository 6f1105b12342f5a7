// Stack Overflow style (Mirror): what child labels reflection reports for structs, classes, tuples, enums and collections
struct Point { var x: Int; var y: Int; let tag = "p" }
class Base { var id = 1 }
class Derived: Base { var extra = "e" }
enum Shape { case circle(radius: Double), rect(Double, Double), empty }

func show(_ value: Any) {
    let m = Mirror(reflecting: value)
    let style = m.displayStyle.map { "\($0)" } ?? "nil"
    let children = m.children.map { "\($0.label ?? "nil")=\($0.value)" }
    print(style, children)
}

show(Point(x: 1, y: 2))
show((1, "a"))
show((first: 1, second: 2.5))
show(Shape.circle(radius: 3))
show(Shape.rect(1, 2))
show(Shape.empty)
show([10, 20])
show(["k": 1])
show(Optional(5))
show(Optional<Int>.none)
show(42)
show("str")
show(Set([7]))

let d = Mirror(reflecting: Derived())
print(d.displayStyle.map { "\($0)" } ?? "nil", d.children.map { $0.label ?? "nil" })
print(d.superclassMirror?.children.map { $0.label ?? "nil" } ?? [], d.superclassMirror?.subjectType ?? Never.self)
print(Mirror(reflecting: Base()).superclassMirror == nil)
print(Mirror(reflecting: Point(x: 0, y: 0)).subjectType, Mirror(reflecting: [1]).subjectType)

struct Custom: CustomReflectable {
    var customMirror: Mirror {
        Mirror(self, children: ["alpha": 1, "beta": "two"], displayStyle: .struct)
    }
}
show(Custom())
dump(Custom())
dump(Point(x: 5, y: 6))
dump((a: 1, 2))

// expect: struct ["x=1", "y=2", "tag=p"]
// expect: tuple [".0=1", ".1=a"]
// expect: tuple ["first=1", "second=2.5"]
// expect: enum ["circle=(radius: 3.0)"]
// expect: enum ["rect=(1.0, 2.0)"]
// expect: enum []
// expect: collection ["nil=10", "nil=20"]
// expect: dictionary ["nil=(key: \"k\", value: 1)"]
// expect: optional ["some=5"]
// expect: optional []
// expect: nil []
// expect: nil []
// expect: set ["nil=7"]
// expect: class ["extra"]
// expect: ["id"] Base
// expect: true
// expect: Point Array<Int>
// expect: struct ["alpha=1", "beta=two"]
// expect: ▿ main.Custom
// expect:   - alpha: 1
// expect:   - beta: "two"
// expect: ▿ main.Point
// expect:   - x: 5
// expect:   - y: 6
// expect:   - tag: "p"
// expect: ▿ (2 elements)
// expect:   - a: 1
// expect:   - .1: 2
