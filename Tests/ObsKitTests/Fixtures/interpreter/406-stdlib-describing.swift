// String(describing:), String(reflecting:), String(x), type(of:), debugPrint, Optional.map
struct Point { var x: Int; var y: Int }
class Engine {}
let p = Point(x: 1, y: 2)
print(String(describing: p), String(reflecting: p))
print(String(describing: Engine()), String(reflecting: "hi"), String(describing: "hi"))
print(String(describing: [1, 2]), String(reflecting: ["a"]), String(describing: (1, "b")))
print(String(42) + String(2.5) + String(true), String(255, radix: 2), String("x"))
print(type(of: 1), type(of: 2.5), type(of: "s"), type(of: true), type(of: p), type(of: [1]), type(of: ["a": 1]))
print(String(describing: Int.self), Int.self, Double.self)
debugPrint("quoted", 1, [p])
let a: Int? = 3
let b: Int? = nil
print(a.map { $0 * 2 }, b.map { $0 * 2 }, a.flatMap { $0 > 2 ? "big" : nil })
print([a, b], Optional(5), String(describing: b))
let parsed = ["7", "x"].map { Int($0) }
print(parsed)
// expect: Point(x: 1, y: 2) main.Point(x: 1, y: 2)
// expect: main.Engine "hi" hi
// expect: [1, 2] ["a"] (1, "b")
// expect: 422.5true 11111111 x
// expect: Int Double String Bool Point Array<Int> Dictionary<String, Int>
// expect: Int Int Double
// expect: "quoted" 1 [main.Point(x: 1, y: 2)]
// expect: Optional(6) nil Optional("big")
// expect: [Optional(3), nil] Optional(5) nil
// expect: [Optional(7), nil]
