// CustomStringConvertible vs CustomDebugStringConvertible: print, debugPrint, interpolation, inside collections
struct OnlyDesc: CustomStringConvertible { var description: String { "desc-only" } }
struct OnlyDebug: CustomDebugStringConvertible { var debugDescription: String { "debug-only" } }
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    let n: Int
    var description: String { "B\(n)" }
    var debugDescription: String { "Both(n: \(n))" }
}
struct Neither { let x = 1; let s = "q" }
struct Bare { let x = 1; let s = "q"; let m = Mode.off; let p = Plain.beta(3) }
enum Mode: CustomStringConvertible { case on, off
    var description: String { self == .on ? "ON" : "OFF" }
}
enum Plain { case alpha, beta(Int) }
class Ref: CustomStringConvertible { var description: String { "Ref!" } }
class PlainRef {}

print(OnlyDesc(), OnlyDebug(), Both(n: 1), Neither())
debugPrint(OnlyDesc(), OnlyDebug(), Both(n: 1), Neither())
print([OnlyDesc()], [OnlyDebug()], [Both(n: 2)], [Neither()])
print("\(Both(n: 3)) \(OnlyDebug()) \(Mode.on) \(Plain.beta(4))")
print(String(describing: Both(n: 5)), String(reflecting: Both(n: 5)))
print(String(describing: OnlyDebug()), String(reflecting: OnlyDesc()))
print([Mode.on, .off], [Plain.alpha, .beta(1)], Mode.off, Plain.alpha)
debugPrint(Mode.on, Plain.beta(2))
print(["k": Both(n: 6)], [7: [Both(n: 7)]])
print(Optional(Both(n: 8)) as Any, Optional(OnlyDesc()) as Any)
print((Both(n: 9), "s", Mode.on))
debugPrint((Both(n: 9), "s", Mode.on))
print(Ref(), [Ref()], Optional(Ref()) as Any)
print(type(of: PlainRef()), [1.5, 2], ["a": [1]])
debugPrint("quote\"d", Character("c"), 3.0, [Optional(1), nil])
print("quote\"d", ["quote\"d", "tab\t"], "new\nline".count)
let set: Set = [Both(n: 1).description]
print(set)
print(Array(repeating: Neither(), count: 2), Bare())
debugPrint(Bare(), [Bare()])
var out = ""
print(Both(n: 10), OnlyDebug(), separator: "|", terminator: ";", to: &out)
debugPrint(Both(n: 11), terminator: "", to: &out)
print(out)
print(Substring("sub"), [Substring("sub")], "x".utf8.first!, ["x"].first!.utf8)
print(1...3, [1..<2], Optional(1...2) as Any)
print([Both(n: 1)].description, [Both(n: 1)].debugDescription)
print(Both(n: 12).description.count, Both(n: 12).debugDescription.count)
extension Neither: CustomStringConvertible { var description: String { "N(\(x))" } }

// expect: desc-only debug-only B1 N(1)
// expect: desc-only debug-only Both(n: 1) N(1)
// expect: [desc-only] [debug-only] [Both(n: 2)] [N(1)]
// expect: B3 debug-only ON beta(4)
// expect: B5 Both(n: 5)
// expect: debug-only desc-only
// expect: [ON, OFF] [main.Plain.alpha, main.Plain.beta(1)] OFF alpha
// expect: ON main.Plain.beta(2)
// expect: ["k": Both(n: 6)] [7: [Both(n: 7)]]
// expect: Optional(Both(n: 8)) Optional(desc-only)
// expect: (Both(n: 9), "s", ON)
// expect: (Both(n: 9), "s", ON)
// expect: Ref! [Ref!] Optional(Ref!)
// expect: PlainRef [1.5, 2.0] ["a": [1]]
// expect: "quote\"d" "c" 3.0 [Optional(1), nil]
// expect: quote"d ["quote\"d", "tab\t"] 8
// expect: ["B1"]
// expect: [N(1), N(1)] Bare(x: 1, s: "q", m: OFF, p: main.Plain.beta(3))
// expect: main.Bare(x: 1, s: "q", m: OFF, p: main.Plain.beta(3)) [main.Bare(x: 1, s: "q", m: OFF, p: main.Plain.beta(3))]
// expect: B10|debug-only;Both(n: 11)
// expect: sub ["sub"] 120 x
// expect: 1...3 [Range(1..<2)] Optional(ClosedRange(1...2))
// expect: [Both(n: 1)] [Both(n: 1)]
// expect: 3 11
