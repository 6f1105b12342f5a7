// Compiler test style: String(describing:) vs String(reflecting:)
// Checks the difference between description and debug description for
// strings, characters, numbers, optionals, collections, enums, structs,
// and types that implement one or both of the description protocols.

print(String(describing: "abc"))
print(String(reflecting: "abc"))
print(String(describing: Character("q")))
print(String(reflecting: Character("q")))
print(String(describing: 12))
print(String(reflecting: 12))
print(String(describing: 1.5))
print(String(reflecting: 1.5))

// Escapes appear in reflecting form.
let esc = "tab\there\nnew \"q\" \\"
print(String(reflecting: esc))

// Optionals.
let o: String? = "x"
print(String(describing: o))
print(String(reflecting: o))

// Arrays use debug description for elements in both cases.
print(String(describing: ["a", "b"]))
print(String(reflecting: ["a", "b"]))

// Enums and structs: reflecting qualifies with the module name.
enum Color { case red, green }
struct Pt { var x: Int }
print(String(describing: Color.red))
print(String(reflecting: Color.red))
print(String(describing: Pt(x: 1)))
print(String(reflecting: Pt(x: 1)))

// Types.
print(String(describing: Pt.self))
print(String(reflecting: Pt.self))
print(String(reflecting: Int.self))
print(String(reflecting: [Pt].self))

// A type with only description.
struct OnlyDesc: CustomStringConvertible {
  var description: String { "desc" }
}
print(String(describing: OnlyDesc()))
print(String(reflecting: OnlyDesc()))

// A type with only debugDescription.
struct OnlyDebug: CustomDebugStringConvertible {
  var debugDescription: String { "debug" }
}
print(String(describing: OnlyDebug()))
print(String(reflecting: OnlyDebug()))

// A type with both.
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
  var description: String { "plain" }
  var debugDescription: String { "fancy" }
}
print(String(describing: Both()))
print(String(reflecting: Both()))
print([Both()])
print("\(Both())")

// Class without conformances.
class K {}
print(String(describing: K()))
print(String(reflecting: K()))

// Booleans and ranges.
print(String(reflecting: true))
print(String(reflecting: 0..<3))
print(String(reflecting: 0...3))

// expect: abc
// expect: "abc"
// expect: q
// expect: "q"
// expect: 12
// expect: 12
// expect: 1.5
// expect: 1.5
// expect: "tab\there\nnew \"q\" \\"
// expect: Optional("x")
// expect: Optional("x")
// expect: ["a", "b"]
// expect: ["a", "b"]
// expect: red
// expect: main.Color.red
// expect: Pt(x: 1)
// expect: main.Pt(x: 1)
// expect: Pt
// expect: main.Pt
// expect: Swift.Int
// expect: Swift.Array<main.Pt>
// expect: desc
// expect: desc
// expect: debug
// expect: debug
// expect: plain
// expect: fancy
// expect: [fancy]
// expect: plain
// expect: main.K
// expect: main.K
// expect: true
// expect: Range(0..<3)
// expect: ClosedRange(0...3)
