// Compiler test style: lexer implemented as an enum-driven state machine over characters
enum Tok: Equatable {
  case int(Int)
  case word(String)
  case sym(Character)
}

enum LexState {
  case start
  case inNumber(Int)
  case inWord(String)
}

func lex(_ src: String) -> [Tok] {
  var out: [Tok] = []
  var st = LexState.start
  func flush() {
    switch st {
    case .inNumber(let n): out.append(.int(n))
    case .inWord(let w): out.append(.word(w))
    case .start: break
    }
    st = .start
  }
  for c in src {
    switch (st, c) {
    case (.inNumber(let n), _) where c.isNumber:
      st = .inNumber(n * 10 + c.wholeNumberValue!)
    case (.inWord(let w), _) where c.isLetter || c.isNumber:
      st = .inWord(w + String(c))
    case (_, " "):
      flush()
    case (_, _) where c.isNumber:
      flush(); st = .inNumber(c.wholeNumberValue!)
    case (_, _) where c.isLetter:
      flush(); st = .inWord(String(c))
    default:
      flush(); out.append(.sym(c))
    }
  }
  flush()
  return out
}

for src in ["let x1 = 42 + y", "a(b,c)", "  123abc  ", "", "f(10)*(2-x)"] {
  let toks = lex(src)
  print(toks.count, toks.map { t -> String in
    switch t {
    case .int(let n): return "I\(n)"
    case .word(let w): return "W\(w)"
    case .sym(let s): return "S\(s)"
    }
  }.joined(separator: " "))
}
print(lex("1 2") == [.int(1), .int(2)])
// expect: 6 Wlet Wx1 S= I42 S+ Wy
// expect: 6 Wa S( Wb S, Wc S)
// expect: 2 I123 Wabc
// expect: 0 
// expect: 10 Wf S( I10 S) S* S( I2 S- Wx S)
// expect: true
