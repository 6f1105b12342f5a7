// Compiler test style: dump of classes and enums
// Checks dump of class instances (qualified names, superclass section,
// "#N" reference numbering, repeated references), enum cases
// with and without payloads, and indirect enums.

enum Suit { case hearts, spades }

enum Value {
  case number(Int)
  case text(String)
  case pair(a: Int, b: Int)
  case empty
}

indirect enum List {
  case end
  case cons(Int, List)
}

dump(Suit.hearts)
dump(Value.number(3))
dump(Value.text("hi"))
dump(Value.pair(a: 1, b: 2))
dump(Value.empty)
dump(List.cons(1, .cons(2, .end)))

// Raw-value enum.
enum Level: Int { case low = 1, high = 10 }
dump(Level.high)

// Classes.
class Base {
  var id = 1
  var label = "base"
}

class Derived: Base {
  var extra = 2.5
}

final class Leaf {
  let name: String
  init(name: String) { self.name = name }
}

// Classes dump as "▿ main.Leaf #0": the "#N" is a per-dump counter of
// distinct references, so the output is deterministic.
dump(Leaf(name: "x"))
dump(Base())
dump(Derived())

// A struct holding a class and an enum.
struct Holder {
  var leaf: Leaf
  var suit: Suit
}
dump(Holder(leaf: Leaf(name: "y"), suit: .spades))

// The same instance referenced twice.
let shared = Leaf(name: "shared")
struct Twice {
  var a: Leaf
  var b: Leaf
}
dump(Twice(a: shared, b: shared))

// Enum with a struct payload.
struct Pt { var x: Int }
enum Wrap { case pt(Pt) }
dump(Wrap.pt(Pt(x: 4)))

// expect: - main.Suit.hearts
// expect: ▿ main.Value.number
// expect:   - number: 3
// expect: ▿ main.Value.text
// expect:   - text: "hi"
// expect: ▿ main.Value.pair
// expect:   ▿ pair: (2 elements)
// expect:     - a: 1
// expect:     - b: 2
// expect: - main.Value.empty
// expect: ▿ main.List.cons
// expect:   ▿ cons: (2 elements)
// expect:     - .0: 1
// expect:     ▿ .1: main.List.cons
// expect:       ▿ cons: (2 elements)
// expect:         - .0: 2
// expect:         - .1: main.List.end
// expect: - main.Level.high
// expect: ▿ main.Leaf #0
// expect:   - name: "x"
// expect: ▿ main.Base #0
// expect:   - id: 1
// expect:   - label: "base"
// expect: ▿ main.Derived #0
// expect:   ▿ super: main.Base
// expect:     - id: 1
// expect:     - label: "base"
// expect:   - extra: 2.5
// expect: ▿ main.Holder
// expect:   ▿ leaf: main.Leaf #0
// expect:     - name: "y"
// expect:   - suit: main.Suit.spades
// expect: ▿ main.Twice
// expect:   ▿ a: main.Leaf #0
// expect:     - name: "shared"
// expect:   ▿ b: main.Leaf #0
// expect: ▿ main.Wrap.pt
// expect:   ▿ pt: main.Pt
// expect:     - x: 4
