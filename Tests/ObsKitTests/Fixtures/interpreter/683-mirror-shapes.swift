// Mirror over ObsREPL's own values: a struct with a wrapped property (its storage name), enum cases with one
// unlabelled, labelled or no payload, a class and its superclassMirror (own properties only), dictionaries,
// tuples, nested arrays, descendant(_:), a CustomReflectable type's Mirror(_:unlabeledChildren:displayStyle:).
// Expected output: swiftc 6.3.1 (Linux), run on this machine (tools/fixture-expect).
@propertyWrapper struct Clamped { var wrappedValue: Int }
struct Settings { @Clamped var level: Int; var name = "x" }
enum Token { case number(Int), word(String, upper: Bool), end }
class Node { var value = 1; weak var parent: Node?; init() {} }
class Leaf: Node { let tag = "leaf" }
func show(_ v: Any) {
    let m = Mirror(reflecting: v)
    print(m.subjectType, m.displayStyle.map { "\($0)" } ?? "nil", m.children.count,
          m.children.map { "\($0.label ?? "-"):\($0.value)" })
}
show(Settings(level: 3))
show(Token.number(7))
show(Token.word("hi", upper: true))
show(Token.end)
show(Leaf())
show([1: "a"] as [Int: String])
show((1, b: 2))
show(3.5)
show([[1], [2, 3]])
let leafMirror = Mirror(reflecting: Leaf())
print(leafMirror.superclassMirror?.subjectType as Any, leafMirror.superclassMirror?.children.map { $0.label } as Any)
print(Mirror(reflecting: 5))
print(Mirror(reflecting: Token.number(7)).descendant("number") as Any, Mirror(reflecting: [[1], [2, 3]]).descendant(1, 0) as Any)
struct Pair: CustomReflectable {
    var a = 1, b = 2
    var customMirror: Mirror { Mirror(self, unlabeledChildren: [b, a], displayStyle: .tuple) }
}
show(Pair())
print(Mirror(reflecting: Pair()).displayStyle == .tuple, Mirror(reflecting: 1).displayStyle == nil)
for child in Mirror(reflecting: Settings(level: 9)).children {
    print(child.label ?? "?", "\(type(of: child.value))")
}

// expect: Settings struct 2 ["_level:Clamped(wrappedValue: 3)", "name:x"]
// expect: Token enum 1 ["number:7"]
// expect: Token enum 1 ["word:(\"hi\", upper: true)"]
// expect: Token enum 0 []
// expect: Leaf class 1 ["tag:leaf"]
// expect: Dictionary<Int, String> dictionary 1 ["-:(key: 1, value: \"a\")"]
// expect: (Int, b: Int) tuple 2 [".0:1", "b:2"]
// expect: Double nil 0 []
// expect: Array<Array<Int>> collection 2 ["-:[1]", "-:[2, 3]"]
// expect: Optional(main.Node) Optional([Optional("value"), Optional("parent")])
// expect: Mirror for Int
// expect: Optional(7) Optional(2)
// expect: Pair tuple 2 ["-:2", "-:1"]
// expect: true true
// expect: _level Clamped
// expect: name String
