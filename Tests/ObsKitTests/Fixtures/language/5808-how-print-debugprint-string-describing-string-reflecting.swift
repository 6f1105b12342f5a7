// Compiler test style (description vs debugDescription): how print, debugPrint, String(describing:), String(reflecting:) and interpolation pick CustomStringConvertible or CustomDebugStringConvertible
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var n: Int
    var description: String { "Both(\(n))" }
    var debugDescription: String { "Both<debug \(n)>" }
}
struct OnlyDebug: CustomDebugStringConvertible {
    var n: Int
    var debugDescription: String { "OnlyDebug<\(n)>" }
}
struct OnlyDesc: CustomStringConvertible { var n: Int; var description: String { "desc\(n)" } }
struct Plain { var n: Int; var s: String }
class PlainClass { var n = 1 }
class DescClass: CustomStringConvertible { var description: String { "I am DescClass" } }
enum Mode { case on, off(reason: String) }
enum Coded: String, CustomStringConvertible { case a = "A"; var description: String { "coded \(rawValue)" } }

let b = Both(n: 1)
print(b); debugPrint(b)
print(String(describing: b), String(reflecting: b), "\(b)")
let d = OnlyDebug(n: 2)
print(d); debugPrint(d)
print(String(describing: d), String(reflecting: d))
let o = OnlyDesc(n: 3)
print(o); debugPrint(o); print(String(reflecting: o))
let p = Plain(n: 4, s: "x")
print(p); debugPrint(p)
print(PlainClass(), DescClass())
debugPrint(DescClass())
print(Mode.on, Mode.off(reason: "idle")); debugPrint(Mode.off(reason: "idle"))
print(Coded.a); debugPrint(Coded.a)

print([b, b]); debugPrint([b])
print([d]); print([o]); print([p])
print(["s": b])
print(Optional(b) as Any, Optional(o) as Any)
print((b, o, "str", 1.5))
debugPrint((b, o, "str"))
print("str", "with \"quotes\""); debugPrint("str", "with \"quotes\"")
print(["a", "b\n"]); debugPrint("tab\tend")
let c: Character = "c"
print(c, [c]); debugPrint(c)
print(1.0, [1.0, 2.5], Float(0.1), [Float(0.1)])
print(String(describing: Int.self), String(reflecting: Plain.self), String(describing: [Plain].self))
print(String(describing: Optional<Int>.none), String(reflecting: Optional(5)))
print(1...3, 1..<3, [1...2])
debugPrint(1...3, "x"..."z")

// expect: Both(1)
// expect: Both<debug 1>
// expect: Both(1) Both<debug 1> Both(1)
// expect: OnlyDebug<2>
// expect: OnlyDebug<2>
// expect: OnlyDebug<2> OnlyDebug<2>
// expect: desc3
// expect: desc3
// expect: desc3
// expect: Plain(n: 4, s: "x")
// expect: main.Plain(n: 4, s: "x")
// expect: main.PlainClass I am DescClass
// expect: I am DescClass
// expect: on off(reason: "idle")
// expect: main.Mode.off(reason: "idle")
// expect: coded A
// expect: coded A
// expect: [Both<debug 1>, Both<debug 1>]
// expect: [Both<debug 1>]
// expect: [OnlyDebug<2>]
// expect: [desc3]
// expect: [main.Plain(n: 4, s: "x")]
// expect: ["s": Both<debug 1>]
// expect: Optional(Both<debug 1>) Optional(desc3)
// expect: (Both<debug 1>, desc3, "str", 1.5)
// expect: (Both<debug 1>, desc3, "str")
// expect: str with "quotes"
// expect: "str" "with \"quotes\""
// expect: ["a", "b\n"]
// expect: "tab\tend"
// expect: c ["c"]
// expect: "c"
// expect: 1.0 [1.0, 2.5] 0.1 [0.1]
// expect: Int main.Plain Array<Plain>
// expect: nil Optional(5)
// expect: 1...3 1..<3 [ClosedRange(1...2)]
// expect: ClosedRange(1...3) ClosedRange("x"..."z")
