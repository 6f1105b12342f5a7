// interpolation-description
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Plain { let x: Int; let name: String }
struct Pretty: CustomStringConvertible { let v: Int; var description: String { "Pretty<\(v)>" } }
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "both-desc" }
    var debugDescription: String { "both-debug" }
}
struct DebugOnly: CustomDebugStringConvertible { var debugDescription: String { "dbg-only" } }
enum Color { case red, custom(r: Int, g: Int) }
enum Mood: String { case happy, sad = "SAD" }
final class PlainClass { var v = 1 }
final class NiceClass: CustomStringConvertible { var description: String { "NiceClass!" } }
struct Holder { let color: Color; let pretty: Pretty; let opt: Int?; let list: [String] }

let opt: Int? = 5
let none: Int? = nil
print("opt: \(String(describing: opt)) none: \(String(describing: none))")
print("as Any: \(opt as Any) \(none as Any) coalesced: \(opt ?? 0) \(none ?? -1)")
print("plain: \(Plain(x: 1, name: "a"))")
print("pretty: \(Pretty(v: 2)) both: \(Both()) debugOnly: \(DebugOnly())")
print("enum: \(Color.red) \(Color.custom(r: 1, g: 2)) \(Mood.happy) \(Mood.sad)")
print("class: \(PlainClass()) \(NiceClass())")
print(Holder(color: .custom(r: 3, g: 4), pretty: Pretty(v: 5), opt: 6, list: ["q"]))
print([Pretty(v: 1), Pretty(v: 2)], [Both()], [DebugOnly()])
print(Optional(Pretty(v: 9)) as Any, Optional(Both()) as Any)
print([Color.red], [Mood.sad], ["k": Color.red])
print(String(describing: Both()), String(reflecting: Both()), String(reflecting: Pretty(v: 1)))
print(String(reflecting: "str"), String(reflecting: 3), String(reflecting: Color.red), String(reflecting: Plain(x: 0, name: "z")))
print("tuple: \((1, "two", Color.red))", (Mood.happy, opt as Any))
let nested: [[String: Int]] = [["a": 1]]
print("nested: \(nested) \([Optional(1), nil])")
print("chars: \(Character("x")) \(["y" as Character])")

extension String.StringInterpolation {
    mutating func appendInterpolation(hex value: Int) { appendLiteral("0x" + String(value, radix: 16, uppercase: true)) }
    mutating func appendInterpolation<T>(orDash value: T?) {
        if let value { appendInterpolation(value) } else { appendLiteral("-") }
    }
    mutating func appendInterpolation(padded s: String, width: Int) {
        appendLiteral(String(repeating: " ", count: max(0, width - s.count)) + s)
    }
}
print("\(hex: 255) \(hex: 4096) \(orDash: opt) \(orDash: none) [\(padded: "ab", width: 5)]")

struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        return "\(sign)$\(a / 100).\(a % 100 < 10 ? "0" : "")\(a % 100)"
    }
}
print([Money(cents: 1234), Money(cents: 5), Money(cents: -250)].map { "\($0)" })
print("multi \("nested \("deeper \(1 + 1)")")")
let amount = 3
print("\(amount) item\(amount == 1 ? "" : "s")", "\(Double(amount) / 2)", "\(Float(1) / 3)")

// expect: opt: Optional(5) none: nil
// expect: as Any: Optional(5) nil coalesced: 5 -1
// expect: plain: Plain(x: 1, name: "a")
// expect: pretty: Pretty<2> both: both-desc debugOnly: dbg-only
// expect: enum: red custom(r: 1, g: 2) happy sad
// expect: class: main.PlainClass NiceClass!
// expect: Holder(color: main.Color.custom(r: 3, g: 4), pretty: Pretty<5>, opt: Optional(6), list: ["q"])
// expect: [Pretty<1>, Pretty<2>] [both-debug] [dbg-only]
// expect: Optional(Pretty<9>) Optional(both-debug)
// expect: [main.Color.red] [main.Mood.sad] ["k": main.Color.red]
// expect: both-desc both-debug Pretty<1>
// expect: "str" 3 main.Color.red main.Plain(x: 0, name: "z")
// expect: tuple: (1, "two", main.Color.red) (main.Mood.happy, Optional(5))
// expect: nested: [["a": 1]] [Optional(1), nil]
// expect: chars: x ["y"]
// expect: 0xFF 0x1000 5 - [   ab]
// expect: ["$12.34", "$0.05", "-$2.50"]
// expect: multi nested deeper 2
// expect: 3 items 1.5 0.33333334
