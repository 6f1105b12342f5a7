// Swift book style: CustomStringConvertible vs CustomDebugStringConvertible in print, debugPrint, interpolation, String(describing:), String(reflecting:), arrays and optionals
struct Point: CustomStringConvertible, CustomDebugStringConvertible {
    let x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    var debugDescription: String { "Point(x: \(x), y: \(y))" }
}

struct OnlyDesc: CustomStringConvertible {
    let v: Int
    var description: String { "D\(v)" }
}

struct OnlyDebug: CustomDebugStringConvertible {
    let v: Int
    var debugDescription: String { "DBG\(v)" }
}

struct Plain {
    let v: Int
    let s: String
}

let p = Point(x: 1, y: 2)
print(p)
debugPrint(p)
print("interp: \(p)")
print(String(describing: p))
print(String(reflecting: p))
print([p, Point(x: 3, y: 4)])
debugPrint([p])
let op: Point? = p
print(op as Any)
print(String(describing: op))

print(OnlyDesc(v: 5), [OnlyDesc(v: 6)])
debugPrint(OnlyDesc(v: 7))
print(OnlyDebug(v: 8), [OnlyDebug(v: 9)])
print("\(OnlyDebug(v: 10))")

print(Plain(v: 1, s: "x"))
debugPrint(Plain(v: 2, s: "y"))
print([Plain(v: 3, s: "z")])

print("hi", 3, separator: "|", terminator: "!\n")
debugPrint("quoted", 4, separator: " & ")
print(["a", "b"], ["k": 1])
let strs: [String?] = ["x", nil]
print(strs)
print((p, "tuple", 1))
// expect: (1, 2)
// expect: Point(x: 1, y: 2)
// expect: interp: (1, 2)
// expect: (1, 2)
// expect: Point(x: 1, y: 2)
// expect: [Point(x: 1, y: 2), Point(x: 3, y: 4)]
// expect: [Point(x: 1, y: 2)]
// expect: Optional(Point(x: 1, y: 2))
// expect: Optional(Point(x: 1, y: 2))
// expect: D5 [D6]
// expect: D7
// expect: DBG8 [DBG9]
// expect: DBG10
// expect: Plain(v: 1, s: "x")
// expect: main.Plain(v: 2, s: "y")
// expect: [main.Plain(v: 3, s: "z")]
// expect: hi|3!
// expect: "quoted" & 4
// expect: ["a", "b"] ["k": 1]
// expect: [Optional("x"), nil]
// expect: (Point(x: 1, y: 2), "tuple", 1)
