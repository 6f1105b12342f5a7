// Compiler test style (printing): String(describing:) vs String(reflecting:) and debugDescription
struct Plain { var a = 1; var s = "two" }
struct Nice: CustomStringConvertible { var n = 3; var description: String { "Nice#\(n)" } }
struct Debuggable: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "shown" }
    var debugDescription: String { "Debuggable<debug>" }
}
enum Mood { case happy, sad(level: Int) }
class Obj {}
class NamedObj: CustomStringConvertible { var description: String { "NamedObj!" } }

func both<T>(_ x: T) {
    print(String(describing: x), "|", String(reflecting: x))
}

both(42)
both("text")
both(Character("q"))
both(3.0)
both(Plain())
both(Nice())
both(Debuggable())
both(Mood.happy)
both(Mood.sad(level: 2))
both(Obj())
both(NamedObj())
both(Optional(7))
both(Optional("s"))
both([1, 2])
both(["a", "b"])
both([Nice(), Nice(n: 4)])
both([Debuggable()])
both((1, "x"))
both(1...3)
both(["k": Mood.happy])

// print uses description; debugPrint uses debugDescription
print(Debuggable(), "x")
debugPrint(Debuggable(), "x")
debugPrint(Plain())
print("a", "b", separator: "-", terminator: ".\n")

// Interpolation uses description, even inside arrays description uses debug form
let arr = [Debuggable()]
print("\(Debuggable()) \(arr)")

// expect: 42 | 42
// expect: text | "text"
// expect: q | "q"
// expect: 3.0 | 3.0
// expect: Plain(a: 1, s: "two") | main.Plain(a: 1, s: "two")
// expect: Nice#3 | Nice#3
// expect: shown | Debuggable<debug>
// expect: happy | main.Mood.happy
// expect: sad(level: 2) | main.Mood.sad(level: 2)
// expect: main.Obj | main.Obj
// expect: NamedObj! | NamedObj!
// expect: Optional(7) | Optional(7)
// expect: Optional("s") | Optional("s")
// expect: [1, 2] | [1, 2]
// expect: ["a", "b"] | ["a", "b"]
// expect: [Nice#3, Nice#4] | [Nice#3, Nice#4]
// expect: [Debuggable<debug>] | [Debuggable<debug>]
// expect: (1, "x") | (1, "x")
// expect: 1...3 | ClosedRange(1...3)
// expect: ["k": main.Mood.happy] | ["k": main.Mood.happy]
// expect: shown x
// expect: Debuggable<debug> "x"
// expect: main.Plain(a: 1, s: "two")
// expect: a-b.
// expect: shown [Debuggable<debug>]
