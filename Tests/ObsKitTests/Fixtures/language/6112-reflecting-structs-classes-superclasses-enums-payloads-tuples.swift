// Compiler test style (Mirror): reflecting structs, classes with superclasses, enums with payloads, tuples, optionals and collections
struct Point { let x: Int; var y: Double; let label: String? }
class Base { let id = 1; var tag = "base" }
class Derived: Base { let extra: [Int] = [1, 2] }
enum Event { case tap(x: Int, y: Int), key(Character), idle }

func show(_ subject: Any) {
    let m = Mirror(reflecting: subject)
    let style = m.displayStyle.map { "\($0)" } ?? "none"
    let kids = m.children.map { "\($0.label ?? "_")=\($0.value)" }
    print(style, m.subjectType, kids)
}
show(Point(x: 1, y: 2.5, label: nil))
show(Derived())
show(Event.tap(x: 3, y: 4))
show(Event.key("k"))
show(Event.idle)
show((1, "two", three: 3.0))
show(Optional(7))
show(Optional<Int>.none as Any)
show([10, 20])
show(["k": 1])
show(42)
show("text")

let dm = Mirror(reflecting: Derived())
print(dm.children.count, dm.superclassMirror?.subjectType as Any, dm.superclassMirror?.children.map { $0.label ?? "" } ?? [])
print(dm.superclassMirror?.superclassMirror as Any)

struct Custom: CustomReflectable {
    let secret = 99
    var customMirror: Mirror { Mirror(self, children: ["shown": "public", "count": 2], displayStyle: .struct) }
}
show(Custom())

func fields<T>(_ value: T) -> [String] { Mirror(reflecting: value).children.compactMap { $0.label } }
print(fields(Point(x: 0, y: 0, label: "p")), fields(Event.key("z")), fields((a: 1, 2)))
let nestedMirror = Mirror(reflecting: Point(x: 5, y: 6, label: "n"))
if let labelValue = nestedMirror.descendant("label") { print("descendant:", labelValue) }
print(Mirror(reflecting: (1, (2, 3))).descendant(1, 0) as Any)

// expect: struct Point ["x=1", "y=2.5", "label=nil"]
// expect: class Derived ["extra=[1, 2]"]
// expect: enum Event ["tap=(x: 3, y: 4)"]
// expect: enum Event ["key=k"]
// expect: enum Event []
// expect: tuple (Int, String, three: Double) [".0=1", ".1=two", "three=3.0"]
// expect: optional Optional<Int> ["some=7"]
// expect: optional Optional<Int> []
// expect: collection Array<Int> ["_=10", "_=20"]
// expect: dictionary Dictionary<String, Int> ["_=(key: \"k\", value: 1)"]
// expect: none Int []
// expect: none String []
// expect: 1 Optional(main.Base) ["id", "tag"]
// expect: nil
// expect: struct Custom ["shown=public", "count=2"]
// expect: ["x", "y", "label"] ["key"] ["a", ".1"]
// expect: descendant: Optional("n")
// expect: Optional(2)
