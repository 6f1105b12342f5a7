// Compiler test style: class instances in enum payloads are released when the enum value changes
final class Token {
  let text: String
  init(_ text: String) { self.text = text }
  deinit { print("Token \(text) released") }
}

enum Slot {
  case empty
  case one(Token)
  case two(Token, Token)
}

indirect enum Tree {
  case leaf(Token)
  case node(Tree, Tree)
}

var s = Slot.one(Token("a"))
print("switching to two")
s = .two(Token("b"), Token("c"))
print("switching to empty")
s = .empty
print("now empty")

var t: Tree? = .node(.leaf(Token("L")), .node(.leaf(Token("M")), .leaf(Token("R"))))
if case .node(let left, _)? = t, case .leaf(let tok) = left {
  print("left leaf is \(tok.text)")
}
print("dropping tree")
t = nil
print("tree dropped")
// expect: switching to two
// expect: Token a released
// expect: switching to empty
// expect: Token b released
// expect: Token c released
// expect: now empty
// expect: left leaf is L
// expect: dropping tree
// expect: Token L released
// expect: Token M released
// expect: Token R released
// expect: tree dropped
