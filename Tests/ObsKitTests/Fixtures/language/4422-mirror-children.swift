// Compiler test style: Mirror display styles and children labels for various values

struct Person { var name: String; var age: Int }
class Account { var id = 1; var owner = "o" }
enum Choice { case none, some(Int), labeled(x: Int, y: String) }

func describeMirror(_ value: Any) {
    let m = Mirror(reflecting: value)
    let style = m.displayStyle.map { "\($0)" } ?? "nil"
    print("type: \(m.subjectType) style: \(style) children: \(m.children.count)")
    for child in m.children {
        print("  \(child.label ?? "_") = \(child.value)")
    }
}

describeMirror(Person(name: "Ann", age: 3))
describeMirror(Account())
describeMirror(Choice.none)
describeMirror(Choice.some(5))
describeMirror(Choice.labeled(x: 1, y: "why"))
describeMirror((1, "two"))
describeMirror((a: 1, b: 2))
describeMirror([10, 20])
describeMirror(["k": 1])
describeMirror(Optional(3) as Any)
describeMirror(42)
describeMirror("str")

struct Custom: CustomReflectable {
    var hidden = 0
    var customMirror: Mirror {
        Mirror(self, children: ["shown": "yes", "count": 2], displayStyle: .struct)
    }
}
describeMirror(Custom())
dump(Custom())
print(Custom())

struct Pretty: CustomReflectable, CustomStringConvertible {
    var description: String { "PrettyThing" }
    var customMirror: Mirror { Mirror(self, unlabeledChildren: [1, 2, 3], displayStyle: .collection) }
}
dump(Pretty())
print(Pretty())

class Base { var b = "base" }
class Sub: Base { var s = "sub" }
let sm = Mirror(reflecting: Sub())
print(sm.children.map { $0.label ?? "?" })
print(sm.superclassMirror.map { "\($0.subjectType)" } ?? "none")
print(sm.superclassMirror?.children.map { $0.label ?? "?" } ?? [])

let labels = Mirror(reflecting: Person(name: "B", age: 9)).children.compactMap { $0.label }
print(labels)
let values = Mirror(reflecting: Person(name: "B", age: 9)).children.map { "\($0.value)" }
print(values)

// expect: type: Person style: struct children: 2
// expect:   name = Ann
// expect:   age = 3
// expect: type: Account style: class children: 2
// expect:   id = 1
// expect:   owner = o
// expect: type: Choice style: enum children: 0
// expect: type: Choice style: enum children: 1
// expect:   some = 5
// expect: type: Choice style: enum children: 1
// expect:   labeled = (x: 1, y: "why")
// expect: type: (Int, String) style: tuple children: 2
// expect:   .0 = 1
// expect:   .1 = two
// expect: type: (a: Int, b: Int) style: tuple children: 2
// expect:   a = 1
// expect:   b = 2
// expect: type: Array<Int> style: collection children: 2
// expect:   _ = 10
// expect:   _ = 20
// expect: type: Dictionary<String, Int> style: dictionary children: 1
// expect:   _ = (key: "k", value: 1)
// expect: type: Optional<Int> style: optional children: 1
// expect:   some = 3
// expect: type: Int style: nil children: 0
// expect: type: String style: nil children: 0
// expect: type: Custom style: struct children: 2
// expect:   shown = yes
// expect:   count = 2
// expect: ▿ main.Custom
// expect:   - shown: "yes"
// expect:   - count: 2
// expect: Custom(shown: "yes", count: 2)
// expect: ▿ 3 elements
// expect:   - 1
// expect:   - 2
// expect:   - 3
// expect: PrettyThing
// expect: ["s"]
// expect: Base
// expect: ["b"]
// expect: ["name", "age"]
// expect: ["B", "9"]
