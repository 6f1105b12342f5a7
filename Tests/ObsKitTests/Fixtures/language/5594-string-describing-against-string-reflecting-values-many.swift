// Compiler test style (strings): String(describing:) against String(reflecting:) for values of many types
struct Point { var x: Int; var y: Double }
enum Mode { case on, off }
enum Wrapped { case text(String), pair(Int, Int) }
class Plain {}
class Custom: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { return "custom" }
    var debugDescription: String { return "Custom(debug)" }
}
struct OnlyDescription: CustomStringConvertible { var description: String { return "only" } }
struct OnlyDebug: CustomDebugStringConvertible { var debugDescription: String { return "debug-only" } }

func both<T>(_ v: T) {
    print(String(describing: v), "|", String(reflecting: v))
}
both(42)
both(3.5)
both("text")
both(Character("c"))
both(true)
both(Point(x: 1, y: 2))
both(Mode.on)
both(Wrapped.text("hi"))
both(Wrapped.pair(1, 2))
both(Custom())
both(OnlyDescription())
both(OnlyDebug())
both([Custom()])
both(Optional(Custom()))
both(Optional("a"))
both(["a": 1])
both((1, "x"))
both(Int.self)
both(Point.self)
both(1...3)
both(1..<3)
both("ab".first!)
both("abc".dropFirst())
both([1.0, 2.5])
both(Optional<Mode>.none)
both(Mode?.some(.off))
both(Plain.self)
print(String(describing: Plain()) == "main.Plain", String(reflecting: Plain()))
both(UInt8(200))
both([Optional(1), nil])

// expect: 42 | 42
// expect: 3.5 | 3.5
// expect: text | "text"
// expect: c | "c"
// expect: true | true
// expect: Point(x: 1, y: 2.0) | main.Point(x: 1, y: 2.0)
// expect: on | main.Mode.on
// expect: text("hi") | main.Wrapped.text("hi")
// expect: pair(1, 2) | main.Wrapped.pair(1, 2)
// expect: custom | Custom(debug)
// expect: only | only
// expect: debug-only | debug-only
// expect: [Custom(debug)] | [Custom(debug)]
// expect: Optional(Custom(debug)) | Optional(Custom(debug))
// expect: Optional("a") | Optional("a")
// expect: ["a": 1] | ["a": 1]
// expect: (1, "x") | (1, "x")
// expect: Int | Swift.Int
// expect: Point | main.Point
// expect: 1...3 | ClosedRange(1...3)
// expect: 1..<3 | Range(1..<3)
// expect: a | "a"
// expect: bc | "bc"
// expect: [1.0, 2.5] | [1.0, 2.5]
// expect: nil | nil
// expect: Optional(main.Mode.off) | Optional(main.Mode.off)
// expect: Plain | main.Plain
// expect: true main.Plain
// expect: 200 | 200
// expect: [Optional(1), nil] | [Optional(1), nil]
