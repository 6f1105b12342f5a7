// Compiler test style: deinit timing when objects leave arrays, are reassigned, swapped, or replaced in optionals
class Token {
  static var live = 0
  let id: String
  init(_ id: String) {
    self.id = id
    Token.live += 1
    print("  +\(id)")
  }
  deinit {
    Token.live -= 1
    print("  -\(id)")
  }
}

class SpecialToken: Token {
  deinit { print("  special cleanup \(id)") }
}

print("array:")
var arr: [Token] = [Token("a"), SpecialToken("b"), Token("c")]
print("live \(Token.live)")
arr.remove(at: 1)
print("after remove live \(Token.live)")
arr.removeAll()
print("after removeAll live \(Token.live)")

print("reassign:")
var t = Token("x")
t = SpecialToken("y")
print("holding \(t.id)")

print("optional:")
var o: Token? = Token("p")
o = Token("q")
o = nil
print("live \(Token.live)")

print("dictionary:")
var dict: [Int: Token] = [1: Token("d1"), 2: SpecialToken("d2")]
dict[2] = nil
dict[1] = Token("d1b")
print("live \(Token.live)")
dict.removeAll()

print("closure capture:")
var closure: (() -> String)? = nil
do {
  let captured = SpecialToken("cap")
  closure = { captured.id }
}
print("closure says \(closure!())")
closure = nil
print("end live \(Token.live)")
// expect: array:
// expect:   +a
// expect:   +b
// expect:   +c
// expect: live 3
// expect:   special cleanup b
// expect:   -b
// expect: after remove live 2
// expect:   -a
// expect:   -c
// expect: after removeAll live 0
// expect: reassign:
// expect:   +x
// expect:   +y
// expect:   -x
// expect: holding y
// expect: optional:
// expect:   +p
// expect:   +q
// expect:   -p
// expect:   -q
// expect: live 1
// expect: dictionary:
// expect:   +d1
// expect:   +d2
// expect:   special cleanup d2
// expect:   -d2
// expect:   +d1b
// expect:   -d1
// expect: live 2
// expect:   -d1b
// expect: closure capture:
// expect:   +cap
// expect: closure says cap
// expect:   special cleanup cap
// expect:   -cap
// expect: end live 1
