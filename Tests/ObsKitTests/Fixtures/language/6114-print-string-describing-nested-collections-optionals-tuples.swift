// Compiler test style (print of nested values): print and String(describing:) of nested collections, optionals, tuples, metatypes and custom descriptions
print([[1, 2], [], [3]])
print([Optional(1), nil], [[Optional("a")]], Optional([1, 2]) as Any)
print((1, "a", [2.5]), (label: 1, other: (nested: true, 2)))
print(Int.self, [Int?].self, [String: [Int]].self, (Int, String).self)
print(Optional<Int>.self, Int?.Type.self, type(of: [1: "a"]))
typealias Handler = (inout Int, String...) throws -> Void
print(((Int) -> String).self, Handler.self)
let nested: [String: [Int?]] = ["k": [1, nil]]
print(nested)
print(Optional(Optional(3)) as Any, Optional<Optional<Int>>.some(nil) as Any)
print(["x": (1, 2)].first!.value, [(a: 1, b: "x")])
print([1...3, 4..<6], 1...3, "a"..<"c", [Character("c"), "d"])
print(Set([5]), [Set<Int>()])

struct Plain { let a: Int; let b: [String] }
struct Pretty: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "pretty" }
    var debugDescription: String { "Pretty(debug)" }
}
enum E { case one, two(Int, name: String) }
class C {}
class D: CustomStringConvertible { var description: String { "D!" } }
print(Plain(a: 1, b: ["x"]), Pretty(), [Pretty()], Optional(Pretty()) as Any)
print(E.one, E.two(3, name: "n"), [E.one], Optional(E.two(1, name: "")) as Any)
print(C(), D(), [D()], String(describing: C.self), String(reflecting: C.self))
print(String(describing: Pretty()), String(reflecting: Pretty()), "\(Pretty())")
print(String(reflecting: "q"), String(reflecting: 1.0), String(reflecting: [Character("z")]))
print(1, 2.0, Float(2.5), "s", separator: "|", terminator: "<\n")
print("a", "b", separator: "")
print(Double.infinity, -Double.nan, 1e20, 1e-5, 0.1 + 0.2, Float(0.1))
print(Int8.min, UInt64.max, Double(Int.max))
print((), [()], type(of: ()))
print(Mirror.self, Never.self, Any.self, AnyObject.self, (any Equatable).self)
print([Int].Element.self, Dictionary<String, Int>.Index.self)

// expect: [[1, 2], [], [3]]
// expect: [Optional(1), nil] [[Optional("a")]] Optional([1, 2])
// expect: (1, "a", [2.5]) (label: 1, other: (nested: true, 2))
// expect: Int Array<Optional<Int>> Dictionary<String, Array<Int>> (Int, String)
// expect: Optional<Int> Optional<Int>.Type Dictionary<Int, String>
// expect: (Int) -> String (inout Int, String...) throws -> ()
// expect: ["k": [Optional(1), nil]]
// expect: Optional(Optional(3)) Optional(nil)
// expect: (1, 2) [(a: 1, b: "x")]
// expect: [ClosedRange(1...3), Range(4..<6)] 1...3 a..<c ["c", "d"]
// expect: [5] [Set([])]
// expect: Plain(a: 1, b: ["x"]) pretty [Pretty(debug)] Optional(Pretty(debug))
// expect: one two(3, name: "n") [main.E.one] Optional(main.E.two(1, name: ""))
// expect: main.C D! [D!] C main.C
// expect: pretty Pretty(debug) pretty
// expect: "q" 1.0 ["z"]
// expect: 1|2.0|2.5|s<
// expect: ab
// expect: inf -nan 1e+20 1e-05 0.30000000000000004 0.1
// expect: -128 18446744073709551615 9.223372036854776e+18
// expect: () [()] ()
// expect: Mirror Never Any AnyObject Equatable
// expect: Int Index
