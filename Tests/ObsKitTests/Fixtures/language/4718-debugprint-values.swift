// Compiler test style: debugPrint of values
// Checks debugPrint for strings (quotes, escapes), characters, numbers,
// optionals, arrays, tuples, structs, enums, and debugPrint with several
// items, a custom separator and a custom terminator.

debugPrint("hello")
debugPrint("line\nbreak")
debugPrint("quote \" and backslash \\")
debugPrint(Character("a"))
debugPrint(1)
debugPrint(2.5)
debugPrint(true)

let o: Int? = 3
debugPrint(o as Any)
let none: String? = nil
debugPrint(none as Any)

debugPrint(["a", "b"])
debugPrint([1: "one"])
debugPrint((1, "x"))

struct S { var name: String; var n: Int }
debugPrint(S(name: "s", n: 1))

enum E { case a, b(String) }
debugPrint(E.a)
debugPrint(E.b("z"))

// Several items.
debugPrint("a", 1, "b")
debugPrint("x", "y", separator: "-")
debugPrint("end", terminator: "!\n")
debugPrint(1, 2, 3, separator: ", ", terminator: ".\n")

// Unicode escapes.
debugPrint("tab\tcr\r")
debugPrint("\u{0}")
debugPrint("é")

// Custom debug description.
struct Money: CustomDebugStringConvertible {
  var cents: Int
  var debugDescription: String { "Money(\(cents / 100).\(cents % 100))" }
}
debugPrint(Money(cents: 1234))
debugPrint([Money(cents: 5)])

// Class.
class Node { var v = 1 }
debugPrint(Node())

// Writing debugPrint into a string.
var out = ""
debugPrint("into", 5, to: &out)
print(out, terminator: "")
print(out.count)

// print into a string.
var out2 = ""
print("p", 1, separator: "|", to: &out2)
debugPrint(out2)

// Empty string and empty array.
debugPrint("")
debugPrint([String]())

// Substring.
let sub = "hello world".prefix(5)
debugPrint(sub)
print(sub)

// expect: "hello"
// expect: "line\nbreak"
// expect: "quote \" and backslash \\"
// expect: "a"
// expect: 1
// expect: 2.5
// expect: true
// expect: Optional(3)
// expect: nil
// expect: ["a", "b"]
// expect: [1: "one"]
// expect: (1, "x")
// expect: main.S(name: "s", n: 1)
// expect: main.E.a
// expect: main.E.b("z")
// expect: "a" 1 "b"
// expect: "x"-"y"
// expect: "end"!
// expect: 1, 2, 3.
// expect: "tab\tcr\r"
// expect: "\0"
// expect: "é"
// expect: Money(12.34)
// expect: [Money(0.5)]
// expect: main.Node
// expect: "into" 5
// expect: 9
// expect: "p|1\n"
// expect: ""
// expect: []
// expect: "hello"
// expect: hello
