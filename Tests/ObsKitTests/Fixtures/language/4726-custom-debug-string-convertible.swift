// Compiler test style: CustomDebugStringConvertible
// Checks when debugDescription is used: debugPrint, String(reflecting:),
// array/dictionary element printing, optionals, and the fallback to
// debugDescription for print when description is missing.

struct Token: CustomStringConvertible, CustomDebugStringConvertible {
  var text: String
  var description: String { text }
  var debugDescription: String { "Token(\(text.debugDescription))" }
}

let tok = Token(text: "if")
print(tok)
debugPrint(tok)
print(String(reflecting: tok))
print(String(describing: tok))
print("\(tok)")

// Collections use debugDescription for their elements.
print([tok, Token(text: "else")])
print(["key": tok])
print((tok, tok))

// Optional uses debugDescription of the payload.
let ot: Token? = tok
print(ot as Any)

// Only debugDescription: print falls back to it.
struct Raw: CustomDebugStringConvertible {
  var bytes: [UInt8]
  var debugDescription: String {
    "Raw<" + bytes.map { String($0, radix: 16) }.joined(separator: " ") + ">"
  }
}
let raw = Raw(bytes: [1, 255, 16])
print(raw)
debugPrint(raw)
print([raw])

// Class hierarchy with debugDescription.
class Node: CustomDebugStringConvertible {
  var debugDescription: String { "Node" }
}
class Leaf: Node {
  var value = 3
  override var debugDescription: String { "Leaf(\(value))" }
}
let nodes: [Node] = [Node(), Leaf()]
print(nodes)
debugPrint(nodes[1])

// Enum with debugDescription.
enum Op: CustomDebugStringConvertible {
  case add, sub
  var debugDescription: String { self == .add ? "<+>" : "<->" }
}
print(Op.add)
print([Op.add, Op.sub])
debugPrint(Op.sub)

// Standard types' debugDescription property.
print("a\"b".debugDescription)
print(Character("\n").debugDescription)
print([1, 2].debugDescription)
print(Optional(1).debugDescription)
print((1...3).debugDescription)

// Nested: struct holding a type with debugDescription.
struct Holder { var tok: Token }
print(Holder(tok: tok))

// expect: if
// expect: Token("if")
// expect: Token("if")
// expect: if
// expect: if
// expect: [Token("if"), Token("else")]
// expect: ["key": Token("if")]
// expect: (Token("if"), Token("if"))
// expect: Optional(Token("if"))
// expect: Raw<1 ff 10>
// expect: Raw<1 ff 10>
// expect: [Raw<1 ff 10>]
// expect: [Node, Leaf(3)]
// expect: Leaf(3)
// expect: <+>
// expect: [<+>, <->]
// expect: <->
// expect: "a\"b"
// expect: "\n"
// expect: [1, 2]
// expect: Optional(1)
// expect: ClosedRange(1...3)
// expect: Holder(tok: Token("if"))
