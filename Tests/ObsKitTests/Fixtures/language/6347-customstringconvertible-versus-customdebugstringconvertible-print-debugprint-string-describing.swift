// Advanced Swift style (Strings): CustomStringConvertible versus CustomDebugStringConvertible in print, debugPrint, String(describing:) and String(reflecting:)
struct Point: CustomStringConvertible, CustomDebugStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    var debugDescription: String { "Point(x: \(x), y: \(y))" }
}
struct Plain { var name: String; var tags: [String] }
struct OnlyDebug: CustomDebugStringConvertible {
    var id: Int
    var debugDescription: String { "OnlyDebug#\(id)" }
}
enum Mode { case fast, slow(Int) }

let p = Point(x: 1, y: 2)
print(p)
debugPrint(p)
print(String(describing: p), String(reflecting: p))
print([p, Point(x: 3, y: 4)])
print("in text: \(p)")

let plain = Plain(name: "box", tags: ["a", "b"])
print(plain)
debugPrint(plain)

let od = OnlyDebug(id: 7)
print(od)
print(String(describing: od))

print(Mode.fast, Mode.slow(3))
debugPrint(Mode.slow(3))
let s = "quote\"d"
print(s)
debugPrint(s)
print([s])
print(String(reflecting: s))
let opt: Point? = p
print(opt as Any)
print(String(describing: opt))
let c: Character = "x"
debugPrint(c)
print(["k": p])
debugPrint(1.5, 2, "three", separator: " ~ ")
print(Optional<Int>.none as Any, [Optional(1), nil])

// expect: (1, 2)
// expect: Point(x: 1, y: 2)
// expect: (1, 2) Point(x: 1, y: 2)
// expect: [Point(x: 1, y: 2), Point(x: 3, y: 4)]
// expect: in text: (1, 2)
// expect: Plain(name: "box", tags: ["a", "b"])
// expect: main.Plain(name: "box", tags: ["a", "b"])
// expect: OnlyDebug#7
// expect: OnlyDebug#7
// expect: fast slow(3)
// expect: main.Mode.slow(3)
// expect: quote"d
// expect: "quote\"d"
// expect: ["quote\"d"]
// expect: "quote\"d"
// expect: Optional(Point(x: 1, y: 2))
// expect: Optional(Point(x: 1, y: 2))
// expect: "x"
// expect: ["k": Point(x: 1, y: 2)]
// expect: 1.5 ~ 2 ~ "three"
// expect: nil [Optional(1), nil]
