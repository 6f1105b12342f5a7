// Compiler test style: CustomStringConvertible, CustomDebugStringConvertible, String(describing:) and String(reflecting:) of nested types
struct Outer {
    struct Inner { var v: Int }
    enum Kind { case one, two(Int) }
    class Ref { var n = 1 }
}
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    var debugDescription: String { "Money(cents: \(cents))" }
}
struct OnlyDebug: CustomDebugStringConvertible { var debugDescription: String { "dbg!" } }
let inner = Outer.Inner(v: 3)
print(inner)
print(String(describing: inner), String(reflecting: inner))
print(Outer.Kind.two(5), String(reflecting: Outer.Kind.one))
print(String(describing: Outer.Inner.self), String(reflecting: Outer.Inner.self))
print(String(describing: Outer.Ref.self), String(reflecting: Outer.Kind.self))
let m = Money(cents: 1205)
print(m, [m], Optional(m) as Any)
debugPrint(m)
debugPrint([m, Money(cents: 7)])
print("interp: \(m)", String(describing: m), String(reflecting: m))
print(OnlyDebug(), [OnlyDebug()])
debugPrint("quoted \"str\"", 1, 2.0, Character("c"))
print("a", "b", separator: "-", terminator: "!\n")
debugPrint("x", "y", separator: "+")
print([1: "one"], ["k": [1, 2]], [Optional(1), nil])
print((1, "a", [2.5]), String(reflecting: (1, "a")))
print(Int.self, [Int].self, Optional<String>.self, [String: Int].self)
print(String(reflecting: [Outer.Inner].self), (Int, String).self)
print(type(of: Outer.Kind.two(1)), type(of: m))
let closure: (Int) -> String = { _ in "" }
print(type(of: closure))

// expect: Inner(v: 3)
// expect: Inner(v: 3) main.Outer.Inner(v: 3)
// expect: two(5) main.Outer.Kind.one
// expect: Inner main.Outer.Inner
// expect: Ref main.Outer.Kind
// expect: $12.05 [Money(cents: 1205)] Optional(Money(cents: 1205))
// expect: Money(cents: 1205)
// expect: [Money(cents: 1205), Money(cents: 7)]
// expect: interp: $12.05 $12.05 Money(cents: 1205)
// expect: dbg! [dbg!]
// expect: "quoted \"str\"" 1 2.0 "c"
// expect: a-b!
// expect: "x"+"y"
// expect: [1: "one"] ["k": [1, 2]] [Optional(1), nil]
// expect: (1, "a", [2.5]) (1, "a")
// expect: Int Array<Int> Optional<String> Dictionary<String, Int>
// expect: Swift.Array<main.Outer.Inner> (Int, String)
// expect: Kind Money
// expect: (Int) -> String
