// Swift Forums style (description vs debugDescription): which one print, interpolation, debugPrint, String(reflecting:) and dump use
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    var debugDescription: String { "Money(cents: \(cents))" }
}
let m = Money(cents: 1205)
print(m)
print("interpolated \(m)")
debugPrint(m)
print(String(describing: m), "|", String(reflecting: m))
print([m])
print(Optional(m) as Any)
print(["k": m])
dump(m)

struct OnlyDebug: CustomDebugStringConvertible {
    var debugDescription: String { "debug-only" }
}
print(OnlyDebug())
print("\(OnlyDebug())")
print([OnlyDebug()])

struct Plain { var a = 1; var b = "two" }
print(Plain())
debugPrint(Plain())
print([Plain()])

let s = "quote\"d"
print(s)
debugPrint(s)
print([s])
print(String(reflecting: s))
let c: Character = "x"
print(c, [c], String(reflecting: c))
print(1.5, [1.5], String(reflecting: 1.5), [Float(1.5)])
enum E { case one, two(Int) }
print(E.one, E.two(3), [E.two(3)])
debugPrint(E.two(4))

// expect: $12.05
// expect: interpolated $12.05
// expect: Money(cents: 1205)
// expect: $12.05 | Money(cents: 1205)
// expect: [Money(cents: 1205)]
// expect: Optional(Money(cents: 1205))
// expect: ["k": Money(cents: 1205)]
// expect: ▿ Money(cents: 1205)
// expect:   - cents: 1205
// expect: debug-only
// expect: debug-only
// expect: [debug-only]
// expect: Plain(a: 1, b: "two")
// expect: main.Plain(a: 1, b: "two")
// expect: [main.Plain(a: 1, b: "two")]
// expect: quote"d
// expect: "quote\"d"
// expect: ["quote\"d"]
// expect: "quote\"d"
// expect: x ["x"] "x"
// expect: 1.5 [1.5] 1.5 [1.5]
// expect: one two(3) [main.E.two(3)]
// expect: main.E.two(4)
