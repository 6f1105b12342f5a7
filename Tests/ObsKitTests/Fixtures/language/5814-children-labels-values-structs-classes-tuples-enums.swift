// Compiler test style (Mirror): children labels and values of structs, classes, tuples, enums, optionals and collections, plus displayStyle and subjectType
// known-gap: line 9: expected "Optional<Int> [optional] []", got "Optional<Any> [optional] []"
struct Point { var x: Int; var y: Int }
struct Person { let name: String; var age: Int; var tags: [String]; var home: Point? }
class Base { var id = 1 }
class Sub: Base { var extra = "e" }
enum Event { case tap(x: Int, y: Int), key(Character), idle }

func show(_ v: Any) {
    let m = Mirror(reflecting: v)
    let style = m.displayStyle.map { "\($0)" } ?? "nil"
    let kids = m.children.map { "\($0.label ?? "_")=\($0.value)" }
    print("\(m.subjectType) [\(style)] \(kids)")
}

show(Point(x: 1, y: 2))
show(Person(name: "Ann", age: 3, tags: ["a"], home: Point(x: 0, y: 0)))
show((1, "b"))
show((first: 1, second: 2.5))
show(Event.tap(x: 3, y: 4))
show(Event.key("k"))
show(Event.idle)
show(Optional(5))
show(Optional<Int>.none)
show([10, 20])
show(["only": 1])
show(Set([7]))
show("text")
show(42)

let sub = Sub()
let sm = Mirror(reflecting: sub)
print(sm.children.map { $0.label! }, sm.displayStyle!)
if let sup = sm.superclassMirror {
    print(sup.subjectType, sup.children.map { "\($0.label!)=\($0.value)" })
    print(sup.superclassMirror == nil)
}

func sumInts(_ v: Any) -> Int {
    Mirror(reflecting: v).children.reduce(0) { acc, child in
        if let n = child.value as? Int { return acc + n }
        return acc + sumInts(child.value)
    }
}
print(sumInts(Point(x: 3, y: 4)), sumInts((1, (2, 3), Point(x: 10, y: 20))))

let p = Person(name: "Bo", age: 5, tags: [], home: nil)
let m = Mirror(reflecting: p)
print(m.descendant("name") as Any, m.descendant("home") as Any)
print(Mirror(reflecting: Person(name: "C", age: 1, tags: ["t1", "t2"], home: Point(x: 8, y: 9))).descendant("tags", 1) as Any)
print(Mirror(reflecting: Person(name: "C", age: 1, tags: [], home: Point(x: 8, y: 9))).descendant("home", "some", "y") as Any)

struct Custom: CustomReflectable {
    var secret = 42
    var customMirror: Mirror { Mirror(self, children: ["visible": "yes", "count": 2], displayStyle: .struct) }
}
show(Custom())

// expect: Point [struct] ["x=1", "y=2"]
// expect: Person [struct] ["name=Ann", "age=3", "tags=[\"a\"]", "home=Optional(main.Point(x: 0, y: 0))"]
// expect: (Int, String) [tuple] [".0=1", ".1=b"]
// expect: (first: Int, second: Double) [tuple] ["first=1", "second=2.5"]
// expect: Event [enum] ["tap=(x: 3, y: 4)"]
// expect: Event [enum] ["key=k"]
// expect: Event [enum] []
// expect: Optional<Int> [optional] ["some=5"]
// expect: Optional<Int> [optional] []
// expect: Array<Int> [collection] ["_=10", "_=20"]
// expect: Dictionary<String, Int> [dictionary] ["_=(key: \"only\", value: 1)"]
// expect: Set<Int> [set] ["_=7"]
// expect: String [nil] []
// expect: Int [nil] []
// expect: ["extra"] class
// expect: Base ["id=1"]
// expect: true
// expect: 7 36
// expect: Optional("Bo") Optional(nil)
// expect: Optional("t2")
// expect: Optional(9)
// expect: Custom [struct] ["visible=yes", "count=2"]
