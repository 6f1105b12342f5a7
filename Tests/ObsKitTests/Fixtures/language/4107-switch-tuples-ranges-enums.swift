// Compiler test style: switch on tuples with ranges, enums, optionals and fallthrough
enum Suit: String { case hearts, spades }
func describe(_ card: (rank: Int, suit: Suit)) -> String {
  switch card {
  case (1, _): return "ace of \(card.suit.rawValue)"
  case (11...13, .hearts): return "face heart"
  case (11...13, _): return "face"
  case (let r, .spades) where r.isMultiple(of: 2): return "even spade \(r)"
  case (let r, let s): return "\(r) of \(s)"
  }
}
print(describe((1, .spades)), "|", describe((12, .hearts)), "|", describe((13, .spades)))
print(describe((4, .spades)), "|", describe((5, .hearts)))

func compare(_ a: Int?, _ b: Int?) -> String {
  switch (a, b) {
  case (nil, nil): return "both nil"
  case (let x?, nil), (nil, let x?): return "one value \(x)"
  case let (x?, y?) where x == y: return "equal"
  case let (x?, y?): return x < y ? "less" : "greater"
  }
}
print(compare(nil, nil), compare(3, nil), compare(nil, 4), compare(2, 2), compare(1, 5), compare(9, 5))

func levels(_ n: Int) -> [String] {
  var out: [String] = []
  switch n {
  case 3: out.append("three"); fallthrough
  case 2: out.append("two"); fallthrough
  case 1: out.append("one")
  default: out.append("none")
  }
  return out
}
print(levels(3), levels(2), levels(1), levels(7))

let point = (2.5, -1.0)
switch point {
case (0..<1, _): print("left strip")
case (2...3, ..<0): print("lower right box")
default: print("elsewhere")
}
let chars: (Character, Character) = ("a", "Z")
switch chars {
case ("a"..."m", "A"..."M"): print("first halves")
case ("a"..."m", _): print("first lower half only")
default: print("other")
}
let triple = (true, false, true)
switch triple {
case (true, true, _): print("first two")
case (_, false, true): print("pattern b")
default: print("none")
}
// expect: ace of spades | face heart | face
// expect: even spade 4 | 5 of hearts
// expect: both nil one value 3 one value 4 equal less greater
// expect: ["three", "two", "one"] ["two", "one"] ["one"] ["none"]
// expect: lower right box
// expect: first lower half only
// expect: pattern b
