// Mirror: children of structs, classes with superclass, tuples, enums, collections, optionals
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct User {
    var name = "ann"
    let age = 30
    var tags = ["a", "b"]
    var nickname: String? = nil
    var computed: Int { age * 2 }
}
class Base { var id = 1; let kind = "base" }
class Child: Base { var extra = true }
enum Shape { case circle(radius: Double), rect(Int, Int), none }

func describe(_ v: Any) {
    let m = Mirror(reflecting: v)
    let style = m.displayStyle.map { "\($0)" } ?? "nil"
    let kids = m.children.map { "\($0.label ?? "_")=\($0.value)" }.joined(separator: ", ")
    print("\(m.subjectType) [\(style)] {\(kids)}")
}

describe(User())
describe(Child())
describe((1, "two", 3.0))
describe((x: 1, y: 2))
describe(Shape.circle(radius: 2))
describe(Shape.rect(3, 4))
describe(Shape.none)
describe([10, 20])
describe(["k": 1])
describe(Optional(5) as Any)
describe(Optional<Int>.none as Any)
describe(42)
describe("text")
describe(Set([7]))

let child = Mirror(reflecting: Child())
print(child.superclassMirror.map { "\($0.subjectType)" } ?? "none", child.superclassMirror?.children.map { $0.label ?? "?" } ?? [])
print(child.superclassMirror?.superclassMirror == nil)

func allFields(_ v: Any) -> [String] {
    var out: [String] = []
    var m: Mirror? = Mirror(reflecting: v)
    while let cur = m {
        out = cur.children.compactMap(\.label) + out
        m = cur.superclassMirror
    }
    return out
}
print(allFields(Child()), allFields(User()))

func deepCount(_ v: Any) -> Int {
    let m = Mirror(reflecting: v)
    return m.children.isEmpty ? 1 : m.children.reduce(0) { $0 + deepCount($1.value) }
}
print(deepCount(User()), deepCount([[1, 2], [3]]), deepCount((1, (2, 3), [4, 5, 6])))

struct Secret: CustomReflectable {
    var password = "hunter2"
    var user = "bob"
    var customMirror: Mirror { Mirror(self, children: ["user": user, "password": "***"], displayStyle: .struct) }
}
describe(Secret())
let m = Mirror(reflecting: User())
print(m.descendant("tags", 1) as Any, m.descendant("name") as Any, m.descendant("missing") as Any)
if let age = m.children.first(where: { $0.label == "age" })?.value as? Int { print("age field:", age) }

// expect: User [struct] {name=ann, age=30, tags=["a", "b"], nickname=nil}
// expect: Child [class] {extra=true}
// expect: (Int, String, Double) [tuple] {.0=1, .1=two, .2=3.0}
// expect: (x: Int, y: Int) [tuple] {x=1, y=2}
// expect: Shape [enum] {circle=(radius: 2.0)}
// expect: Shape [enum] {rect=(3, 4)}
// expect: Shape [enum] {}
// expect: Array<Int> [collection] {_=10, _=20}
// expect: Dictionary<String, Int> [dictionary] {_=(key: "k", value: 1)}
// expect: Optional<Int> [optional] {some=5}
// expect: Optional<Int> [optional] {}
// expect: Int [nil] {}
// expect: String [nil] {}
// expect: Set<Int> [set] {_=7}
// expect: Base ["id", "kind"]
// expect: true
// expect: ["id", "kind", "extra"] ["name", "age", "tags", "nickname"]
// expect: 5 3 6
// expect: Secret [struct] {user=bob, password=***}
// expect: Optional("b") Optional("ann") nil
// expect: age field: 30
