// Blog style (enums): cases, payloads and raw values in print
enum Direction { case north, south }
enum Planet: Int { case mercury = 1, venus, earth }
enum Code: String { case ok = "OK", notFound = "NF" }
enum Shape {
    case circle(radius: Double)
    case rect(Double, Double)
    case point
}
print(Direction.north)
print(Planet.earth, Planet.earth.rawValue)
print(Code.notFound, Code.notFound.rawValue)
print(Shape.circle(radius: 2))
print(Shape.rect(1, 2))
print(Shape.point)
let shapes: [Shape] = [.point, .circle(radius: 0.5)]
print(shapes)
debugPrint(Direction.south)
print("dir = \(Direction.south)")
print(String(describing: Code.ok), String(reflecting: Code.ok))
print(Planet(rawValue: 2) as Any)
print(Planet(rawValue: 9) as Any)
let opt: Direction? = .north
print(opt as Any)
enum Wrapper { case value(Int?) }
print(Wrapper.value(nil))
print(Wrapper.value(3))
enum Labeled { case pair(first: String, second: Int) }
print(Labeled.pair(first: "a", second: 1))
// expect: north
// expect: earth 3
// expect: notFound NF
// expect: circle(radius: 2.0)
// expect: rect(1.0, 2.0)
// expect: point
// expect: [main.Shape.point, main.Shape.circle(radius: 0.5)]
// expect: main.Direction.south
// expect: dir = south
// expect: ok main.Code.ok
// expect: Optional(main.Planet.venus)
// expect: nil
// expect: Optional(main.Direction.north)
// expect: value(nil)
// expect: value(Optional(3))
// expect: pair(first: "a", second: 1)
