// String(describing:), String(reflecting:), String(x) conversions
struct Point { var x: Int; var y: Int }
enum Mode { case fast, slow }
class Engine {}
print(String(describing: Point(x: 1, y: 2)))
print(String(reflecting: Point(x: 1, y: 2)))
print(String(describing: Mode.fast))
print(String(reflecting: Mode.fast))
print(String(describing: Engine()))
print(String(describing: [1, 2]))
print(String(describing: "hi"))
print(String(reflecting: "hi"))
print(String(42), String(2.5), String(true))
print(String(255, radix: 16))
print(String(describing: Int.self))
print(String(describing: Point.self))
print(type(of: 3.0))
print(type(of: Point(x: 0, y: 0)))

// expect: Point(x: 1, y: 2)
// expect: main.Point(x: 1, y: 2)
// expect: fast
// expect: main.Mode.fast
// expect: main.Engine
// expect: [1, 2]
// expect: hi
// expect: "hi"
// expect: 42 2.5 true
// expect: ff
// expect: Int
// expect: Point
// expect: Double
// expect: Point
