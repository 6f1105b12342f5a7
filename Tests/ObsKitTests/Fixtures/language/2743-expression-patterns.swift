// Compiler test style: expression patterns against constants, optionals and tuples
let limit = 10
let origin = (0, 0)

func check(_ n: Int) -> String {
  switch n {
  case limit: return "at limit"
  case limit * 2: return "double limit"
  case (limit + 1)...: return "over"
  default: return "under"
  }
}
print([10, 20, 15, 3].map(check))

let maybe: Int? = 5
switch maybe {
case 5?: print("five via optional pattern")
default: print("not five")
}
switch maybe {
case .some(4): print("four")
case .some(limit / 2): print("half limit")
default: print("neither")
}
let none: Int? = nil
switch none {
case 5?: print("five")
case nil: print("nil matched")
default: print("default")
}
if case 1...9 = maybe ?? 0 { print("single digit") }

let pt = (3, 0)
switch pt {
case (origin.0, origin.1): print("origin")
case (_, origin.1): print("on x axis")
default: print("off axis")
}

struct Temp: Equatable { var c: Int }
let freezing = Temp(c: 0)
for t in [Temp(c: 0), Temp(c: 20)] {
  switch t {
  case freezing: print("freezing")
  case Temp(c: 20): print("room")
  default: print("other")
  }
}
let words = ["apple", "kiwi", "fig"]
switch words.count {
case words.filter({ $0.count > 3 }).count: print("all long")
case 3: print("three words")
default: print("?")
}

// expect: ["at limit", "double limit", "over", "under"]
// expect: five via optional pattern
// expect: half limit
// expect: nil matched
// expect: single digit
// expect: on x axis
// expect: freezing
// expect: room
// expect: three words
