// Compiler test style: String(describing:) vs String(reflecting:) on strings, chars, optionals
struct Point { var x: Int; var y: Int }
enum Color { case red, green }
struct Tagged: CustomStringConvertible, CustomDebugStringConvertible {
  var name: String
  var description: String { return "Tagged(\(name))" }
  var debugDescription: String { return "Tagged<debug>(\(name))" }
}

print(String(describing: "hi"))
print(String(reflecting: "hi"))
print(String(describing: Character("c")))
print(String(reflecting: Character("c")))
print(String(reflecting: "tab\there"))
let opt: String? = "x"
print(String(describing: opt))
print(String(reflecting: opt))
print(String(describing: Point(x: 1, y: 2)))
print(String(describing: Color.green))
print(String(reflecting: Color.green))
print(String(describing: Tagged(name: "a")))
print(String(reflecting: Tagged(name: "a")))
print(String(describing: ["a", "b"]))
// expect: hi
// expect: "hi"
// expect: c
// expect: "c"
// expect: "tab\there"
// expect: Optional("x")
// expect: Optional("x")
// expect: Point(x: 1, y: 2)
// expect: green
// expect: main.Color.green
// expect: Tagged(a)
// expect: Tagged<debug>(a)
// expect: ["a", "b"]
