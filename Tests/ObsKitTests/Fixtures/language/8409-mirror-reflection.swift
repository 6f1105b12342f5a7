// Compiler-test style: Mirror reflection over structs, classes with superclasses, enums, tuples and optionals
struct Point { let x: Int; var y: Double; let label: String? }
class Base { var id = 1 }
class Derived: Base { var extra = "e"; let flag = true }
enum Token { case word(String), number(Int, Int), end }

func inspect(_ value: Any) {
    let m = Mirror(reflecting: value)
    let style = m.displayStyle.map { "\($0)" } ?? "none"
    let kids = m.children.map { "\($0.label ?? "_")=\($0.value)" }
    print("\(m.subjectType) [\(style)] \(kids)")
}

inspect(Point(x: 1, y: 2.5, label: nil))
inspect(Derived())
if let sup = Mirror(reflecting: Derived()).superclassMirror {
    print("super:", sup.subjectType, sup.children.map { $0.label ?? "?" })
}
inspect(Token.word("hi"))
inspect(Token.number(3, 4))
inspect(Token.end)
inspect((1, "a", key: true))
inspect([10, 20])
inspect(["k": 1])
inspect(Optional(5) as Any)
inspect(42)

struct Custom: CustomReflectable {
    var secret = 99
    var customMirror: Mirror { Mirror(self, children: ["visible": "yes", "count": 2], displayStyle: .struct) }
}
inspect(Custom())
let p = Point(x: 7, y: 0, label: "L")
let sumOfInts = Mirror(reflecting: p).children.compactMap { $0.value as? Int }.reduce(0, +)
print("int fields sum:", sumOfInts, "count:", Mirror(reflecting: p).children.count)

// expect: Point [struct] ["x=1", "y=2.5", "label=nil"]
// expect: Derived [class] ["extra=e", "flag=true"]
// expect: super: Base ["id"]
// expect: Token [enum] ["word=hi"]
// expect: Token [enum] ["number=(3, 4)"]
// expect: Token [enum] []
// expect: (Int, String, key: Bool) [tuple] [".0=1", ".1=a", "key=true"]
// expect: Array<Int> [collection] ["_=10", "_=20"]
// expect: Dictionary<String, Int> [dictionary] ["_=(key: \"k\", value: 1)"]
// expect: Optional<Int> [optional] ["some=5"]
// expect: Int [none] []
// expect: Custom [struct] ["visible=yes", "count=2"]
// expect: int fields sum: 7 count: 3
