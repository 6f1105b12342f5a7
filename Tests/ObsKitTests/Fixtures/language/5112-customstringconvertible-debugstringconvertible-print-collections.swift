// Compiler test style (test/Interpreter/description.swift): CustomStringConvertible/DebugStringConvertible in print and collections
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
  var cents: Int
  var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
  var debugDescription: String { "Money(cents: \(cents))" }
}
struct Plain { var a: Int; var b: String }
class Obj { var x = 1 }
class Described: CustomStringConvertible {
  var description: String { "Described!" }
}
enum Kind: CustomStringConvertible {
  case small, big
  var description: String { self == .small ? "s" : "B" }
}

let m = Money(cents: 1205)
print(m)
print(String(describing: m), String(reflecting: m))
print([m, Money(cents: 7)])
print([m].count, Optional(m) as Any)
print(Plain(a: 1, b: "two"))
print([Plain(a: 2, b: "x")])
print(String(reflecting: Plain(a: 3, b: "y")))
print(Described(), [Described()], Optional(Described()) as Any)
print(Kind.small, Kind.big, [Kind.big, .small], (Kind.small, 1))
print(type(of: Obj()), Obj.self)
print("a", "b", "c", separator: "-", terminator: "!\n")
print(1, 2.0, "three", [4], separator: ", ")
print()
print("", terminator: "")
print("after empty")
var out = ""
print("to string", 42, to: &out)
print("x", terminator: "", to: &out)
debugPrint("debug", 1, m)
print(out.count, out.debugDescription)
debugPrint(["k": Plain(a: 0, b: "")])
debugPrint(Kind.big, "q" as Character, 2.5)
let strs: [String?] = ["a", nil]
print(strs, String(describing: strs))
struct Gen<T> { var v: T }
print(Gen(v: 1), Gen(v: Gen(v: "s")), Gen<Int>.self)
print((1, (2, "x"), Kind.small), [(1, "a")])
print(1...3, Array(1...3), "abc".reversed(), Array("abc".reversed()))
print([1: [2, 3]] as [Int: [Int]], [[String: Int]]())
print(Character("a"), "a" as Unicode.Scalar, UInt8(7), Int8(-7))

// expect: $12.05
// expect: $12.05 Money(cents: 1205)
// expect: [Money(cents: 1205), Money(cents: 7)]
// expect: 1 Optional(Money(cents: 1205))
// expect: Plain(a: 1, b: "two")
// expect: [main.Plain(a: 2, b: "x")]
// expect: main.Plain(a: 3, b: "y")
// expect: Described! [Described!] Optional(Described!)
// expect: s B [B, s] (s, 1)
// expect: Obj Obj
// expect: a-b-c!
// expect: 1, 2.0, three, [4]
// expect:
// expect: after empty
// expect: "debug" 1 Money(cents: 1205)
// expect: 14 "to string 42\nx"
// expect: ["k": main.Plain(a: 0, b: "")]
// expect: B "q" 2.5
// expect: [Optional("a"), nil] [Optional("a"), nil]
// expect: Gen<Int>(v: 1) Gen<Gen<String>>(v: main.Gen<Swift.String>(v: "s")) Gen<Int>
// expect: (1, (2, "x"), s) [(1, "a")]
// expect: 1...3 [1, 2, 3] ReversedCollection<String>(_base: "abc") ["c", "b", "a"]
// expect: [1: [2, 3]] []
// expect: a a 7 -7
