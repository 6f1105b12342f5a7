// Hacking with Swift style: default print formatting of structs, enums with payloads, nested optionals, classes, Characters and debugPrint
struct Point { var x: Int; var y: Double }
enum Shape {
    case circle(radius: Double)
    case rect(Point, Point)
    case empty
}
class Box { var v = 1 }
struct Tagged<T> { let tag: String; let value: T }

print(Point(x: 1, y: 2))
print(Shape.circle(radius: 1.5))
print(Shape.rect(Point(x: 0, y: 0), Point(x: 2, y: 3)))
print(Shape.empty)
print([Shape.empty, .circle(radius: 2)])
let nested: Int?? = 5
print(nested as Any)
let inner: Int?? = .some(nil)
print(inner as Any)
print([1, nil, 3] as [Int?])
print(Box())
print(Tagged(tag: "t", value: [1, 2]))
print(["a", "b"] as [Character], "c" as Character)
print(["x": 1])
print((1, "two", 3.0))
debugPrint("quoted", 1, "tab\there")
print("a", "b", "c", separator: "-", terminator: "!\n")
print(String(describing: Optional("s")), String(reflecting: "r"))
print(Point.self, Shape.self, type(of: 3.0))
print([String: Int]().isEmpty, [Int]())

// expect: Point(x: 1, y: 2.0)
// expect: circle(radius: 1.5)
// expect: rect(main.Point(x: 0, y: 0.0), main.Point(x: 2, y: 3.0))
// expect: empty
// expect: [main.Shape.empty, main.Shape.circle(radius: 2.0)]
// expect: Optional(Optional(5))
// expect: Optional(nil)
// expect: [Optional(1), nil, Optional(3)]
// expect: main.Box
// expect: Tagged<Array<Int>>(tag: "t", value: [1, 2])
// expect: ["a", "b"] c
// expect: ["x": 1]
// expect: (1, "two", 3.0)
// expect: "quoted" 1 "tab\there"
// expect: a-b-c!
// expect: Optional("s") "r"
// expect: Point Shape Double
// expect: true []
