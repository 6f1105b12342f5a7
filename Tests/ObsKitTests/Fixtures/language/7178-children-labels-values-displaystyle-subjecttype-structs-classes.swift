// Standard library API style (Mirror): children labels and values, displayStyle and subjectType of structs, classes, tuples, enums, optionals and collections
struct Point { let x: Int; var y: Double; let tag: String? }
class Animal { let name = "generic"; var legs = 4 }
class Dog: Animal { var tricks = ["sit"] }
enum Move { case step(Int), jump(height: Double, twice: Bool), rest }
func describe(_ value: Any) {
    let m = Mirror(reflecting: value)
    let kids = m.children.map { "\($0.label ?? "_")=\($0.value)" }
    print("\(m.subjectType)", m.displayStyle.map { "\($0)" } ?? "none", kids.count, kids)
}
describe(Point(x: 1, y: 2.5, tag: nil))
describe(Point(x: -1, y: 0, tag: "t"))
describe((1, "two", 3.0))
describe((first: 1, second: "b"))
describe(Move.step(3))
describe(Move.jump(height: 1.5, twice: true))
describe(Move.rest)
describe(Optional(42) as Any)
describe([10, 20])
describe(["k": 1])
describe(Set([5]))
describe("plain string")
describe(7)
describe(Animal())
let dog = Dog()
describe(dog)
let dm = Mirror(reflecting: dog)
print("superclassMirror:", dm.superclassMirror.map { "\($0.subjectType)" } ?? "nil", dm.superclassMirror?.children.map { $0.label ?? "_" } ?? [])
print("descendant:", Mirror(reflecting: Point(x: 9, y: 1, tag: "z")).descendant("x") as Any)
print("descendant index:", Mirror(reflecting: (5, (6, 7))).descendant(1, 0) as Any)
print("descendant missing:", Mirror(reflecting: Point(x: 9, y: 1, tag: nil)).descendant("nope") == nil)
struct Custom: CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: ["shown": 1, "also": "yes"], displayStyle: .struct) }
}
describe(Custom())
func labels<T>(_ v: T) -> [String] { Mirror(reflecting: v).children.compactMap { $0.label } }
print("labels:", labels(Point(x: 0, y: 0, tag: nil)), labels((a: 1, 2)), labels([1, 2]))

// expect: Point struct 3 ["x=1", "y=2.5", "tag=nil"]
// expect: Point struct 3 ["x=-1", "y=0.0", "tag=Optional(\"t\")"]
// expect: (Int, String, Double) tuple 3 [".0=1", ".1=two", ".2=3.0"]
// expect: (first: Int, second: String) tuple 2 ["first=1", "second=b"]
// expect: Move enum 1 ["step=3"]
// expect: Move enum 1 ["jump=(height: 1.5, twice: true)"]
// expect: Move enum 0 []
// expect: Optional<Int> optional 1 ["some=42"]
// expect: Array<Int> collection 2 ["_=10", "_=20"]
// expect: Dictionary<String, Int> dictionary 1 ["_=(key: \"k\", value: 1)"]
// expect: Set<Int> set 1 ["_=5"]
// expect: String none 0 []
// expect: Int none 0 []
// expect: Animal class 2 ["name=generic", "legs=4"]
// expect: Dog class 1 ["tricks=[\"sit\"]"]
// expect: superclassMirror: Animal ["name", "legs"]
// expect: descendant: Optional(9)
// expect: descendant index: Optional(6)
// expect: descendant missing: true
// expect: Custom struct 2 ["shown=1", "also=yes"]
// expect: labels: ["x", "y", "tag"] ["a", ".1"] []
