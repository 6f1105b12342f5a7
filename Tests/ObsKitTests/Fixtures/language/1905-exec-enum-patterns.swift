// Execution-test style: enum pattern matching cases (associated values, tuples, nested optionals, `if case`, `for case`, `where`), one per line.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Token: Equatable {
    case number(Int)
    case word(String)
    case pair(Int, Int)
    case end
}
func kind(_ t: Token) -> String {
    switch t {
    case .number(0): return "zero"
    case .number(let n) where n < 0: return "negative \(n)"
    case .number(let n): return "number \(n)"
    case .word(let w) where w.isEmpty: return "empty word"
    case .word(let w): return "word \(w)"
    case .pair(let a, let b) where a == b: return "twin \(a)"
    case let .pair(a, b): return "pair \(a),\(b)"
    case .end: return "end"
    }
}
let tokens: [Token] = [.number(0), .number(-2), .number(5), .word(""), .word("hi"), .pair(3, 3), .pair(1, 2), .end]
for t in tokens { print(kind(t)) }
if case .word(let w) = tokens[4] { print("if case", w) }
for case .number(let n) in tokens where n != 0 { print("for case", n) }
let maybe: Token? = .pair(4, 5)
if case .pair(let x, _)? = maybe { print("optional pattern", x) }
let nested: Int?? = .some(nil)
switch nested {
case .some(.some(let v)): print("value", v)
case .some(.none): print("inner nil")
case .none: print("outer nil")
}
switch (1, "b") {
case (0, _): print("first zero")
case (_, "b"): print("second b")
default: print("other")
}
print(tokens.filter { if case .word = $0 { return true }; return false }.count)
print(Token.pair(1, 2) == .pair(1, 2), tokens.firstIndex(of: .end)!)

// expect: zero
// expect: negative -2
// expect: number 5
// expect: empty word
// expect: word hi
// expect: twin 3
// expect: pair 1,2
// expect: end
// expect: if case hi
// expect: for case -2
// expect: for case 5
// expect: optional pattern 4
// expect: inner nil
// expect: second b
// expect: 2
// expect: true 7
