// Blog style (structs): default memberwise description of structs
struct Point { var x: Int; var y: Int }
struct Person { let name: String; let age: Int?; let tags: [String] }
struct Empty {}
struct Box<T> { var value: T }
let p = Point(x: 1, y: 2)
print(p)
print(Person(name: "Bo", age: nil, tags: ["a"]))
print(Person(name: "Cy", age: 40, tags: []))
print(Empty())
print(Box(value: 3))
print(Box(value: "s"))
print(Box(value: p))
print([p, Point(x: 0, y: 0)])
print("p = \(p)")
debugPrint(p)
print(String(reflecting: p))
struct Inner { var c: Character; var d: Double }
struct Outer { var inner: Inner; var flag: Bool }
print(Outer(inner: Inner(c: "q", d: 0.5), flag: true))
let opt: Point? = p
print(opt as Any)
// expect: Point(x: 1, y: 2)
// expect: Person(name: "Bo", age: nil, tags: ["a"])
// expect: Person(name: "Cy", age: Optional(40), tags: [])
// expect: Empty()
// expect: Box<Int>(value: 3)
// expect: Box<String>(value: "s")
// expect: Box<Point>(value: main.Point(x: 1, y: 2))
// expect: [main.Point(x: 1, y: 2), main.Point(x: 0, y: 0)]
// expect: p = Point(x: 1, y: 2)
// expect: main.Point(x: 1, y: 2)
// expect: main.Point(x: 1, y: 2)
// expect: Outer(inner: main.Inner(c: "q", d: 0.5), flag: true)
// expect: Optional(main.Point(x: 1, y: 2))
