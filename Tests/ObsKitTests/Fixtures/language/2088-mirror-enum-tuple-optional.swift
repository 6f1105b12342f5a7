// Compiler test style: Mirror of enums with payloads, tuples, optionals and collections
enum Shape {
    case circle(radius: Int)
    case rect(Int, Int)
    case empty
}

func show(_ label: String, _ value: Any) {
    let m = Mirror(reflecting: value)
    let style = m.displayStyle.map { "\($0)" } ?? "none"
    let kids = m.children.map { "\($0.label ?? "nil")=\($0.value)" }
    print(label, "|", style, "|", kids)
}

show("circle", Shape.circle(radius: 5))
show("rect", Shape.rect(2, 3))
show("empty", Shape.empty)
show("tuple", (1, "a", true))
show("labeled", (x: 1, y: 2))
show("some", Optional(7) as Any)
show("none", Optional<Int>.none as Any)
show("array", [10, 20])
show("dict1", ["k": 1])
show("set1", Set([5]))
show("string", "hi")
show("int", 3)

let nested = Mirror(reflecting: Shape.rect(4, 5))
if let payload = nested.children.first {
    let inner = Mirror(reflecting: payload.value)
    print("payload label:", payload.label ?? "nil", "style:", inner.displayStyle.map { "\($0)" } ?? "none")
    print("payload values:", inner.children.map { $0.value as! Int })
}

// expect: circle | enum | ["circle=(radius: 5)"]
// expect: rect | enum | ["rect=(2, 3)"]
// expect: empty | enum | []
// expect: tuple | tuple | [".0=1", ".1=a", ".2=true"]
// expect: labeled | tuple | ["x=1", "y=2"]
// expect: some | optional | ["some=7"]
// expect: none | optional | []
// expect: array | collection | ["nil=10", "nil=20"]
// expect: dict1 | dictionary | ["nil=(key: \"k\", value: 1)"]
// expect: set1 | set | ["nil=5"]
// expect: string | none | []
// expect: int | none | []
// expect: payload label: rect style: tuple
// expect: payload values: [4, 5]
