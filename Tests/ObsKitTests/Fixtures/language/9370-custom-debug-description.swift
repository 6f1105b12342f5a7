// CustomStringConvertible vs CustomDebugStringConvertible across print, debugPrint, interpolation
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Plain { var v = 1 }
struct OnlyDesc: CustomStringConvertible { var description: String { "desc" } }
struct OnlyDebug: CustomDebugStringConvertible { var debugDescription: String { "debug" } }
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "both-desc" }
    var debugDescription: String { "both-debug" }
}
struct Text: TextOutputStreamable {
    func write<Target: TextOutputStream>(to target: inout Target) { target.write("streamed") }
}
class Ref: CustomStringConvertible { var description: String { "ref" } }

print(Plain(), OnlyDesc(), OnlyDebug(), Both(), Text(), Ref())
debugPrint(Plain(), OnlyDesc(), OnlyDebug(), Both(), Text(), Ref())
print("\(Plain()) \(OnlyDesc()) \(OnlyDebug()) \(Both()) \(Text()) \(Ref())")
print(String(describing: OnlyDebug()), String(reflecting: OnlyDesc()), String(reflecting: Both()))

print([OnlyDesc()], [OnlyDebug()], [Both()], [Plain()])
print(Optional(Both()) as Any, Optional(OnlyDesc()) as Any)
print((Both(), OnlyDesc()), ["k": Both()])
debugPrint([Both()], (1, Both()), "str", Character("c"))

print(1, "a", 2.5, separator: " | ", terminator: " <end>\n")
print("no newline", terminator: "")
print(" -- continued")
print()
print([String]())
debugPrint("quote\"d", "tab\t", "new\nline", "é")
print("quote\"d", "tab\tx")
debugPrint(1...3, 1..<3, Optional(1...2) as Any)
print(1...3, "a"..."c", [1...2])

var out = ""
print("into string", 42, to: &out)
debugPrint("dbg", to: &out)
print(out.debugDescription)

struct Temperature: CustomStringConvertible, CustomDebugStringConvertible, LosslessStringConvertible {
    var celsius: Double
    init(_ c: Double) { celsius = c }
    init?(_ s: String) {
        guard s.hasSuffix("C"), let v = Double(s.dropLast()) else { return nil }
        celsius = v
    }
    var description: String { "\(celsius)C" }
    var debugDescription: String { "Temperature(celsius: \(celsius))" }
}
let t = Temperature(21.5)
print(t, "[\(t)]", String(t), String(describing: t))
debugPrint(t)
print(Temperature("30C") as Any, Temperature("hot") as Any, [Temperature("-4.5C")!])
let interp = "value: \(t) debug: \(String(reflecting: t)) opt: \(String(describing: Temperature("1C")))"
print(interp)

// expect: Plain(v: 1) desc debug both-desc streamed ref
// expect: main.Plain(v: 1) desc debug both-debug streamed ref
// expect: Plain(v: 1) desc debug both-desc streamed ref
// expect: debug desc both-debug
// expect: [desc] [debug] [both-debug] [main.Plain(v: 1)]
// expect: Optional(both-debug) Optional(desc)
// expect: (both-debug, desc) ["k": both-debug]
// expect: [both-debug] (1, both-debug) "str" "c"
// expect: 1 | a | 2.5 <end>
// expect: no newline -- continued
// expect:
// expect: []
// expect: "quote\"d" "tab\t" "new\nline" "é"
// expect: quote"d tab	x
// expect: ClosedRange(1...3) Range(1..<3) Optional(ClosedRange(1...2))
// expect: 1...3 a...c [ClosedRange(1...2)]
// expect: "into string 42\n\"dbg\"\n"
// expect: 21.5C [21.5C] 21.5C 21.5C
// expect: Temperature(celsius: 21.5)
// expect: Optional(Temperature(celsius: 30.0)) nil [Temperature(celsius: -4.5)]
// expect: value: 21.5C debug: Temperature(celsius: 21.5) opt: Optional(Temperature(celsius: 1.0))
