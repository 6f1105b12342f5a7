// Compiler test style: overloads added in subclasses versus inherited base overloads
// known-gap: line 17: expected "LoudPrinter.show(Any) -> Printer.show(Any): four", got "FancyPrinter.show(String): four"
class Printer {
  func show(_ x: Any) { print("Printer.show(Any): \(x)") }
  func show(_ x: Int) { print("Printer.show(Int): \(x)") }
  func tag(_ s: String) -> String { return "base<\(s)>" }
}

class FancyPrinter: Printer {
  // New overload only visible through the subclass type.
  func show(_ x: String) { print("FancyPrinter.show(String): \(x)") }
  override func show(_ x: Int) { print("FancyPrinter.show(Int): \(x * 10)") }
  func tag(_ n: Int) -> String { return "fancy<\(n)>" }
}

class LoudPrinter: FancyPrinter {
  func show(_ x: Double) { print("LoudPrinter.show(Double): \(x)") }
  override func show(_ x: Any) {
    print("LoudPrinter.show(Any) -> ", terminator: "")
    super.show(x)
  }
}

let p = Printer()
let f = FancyPrinter()
let l = LoudPrinter()
let asBase: Printer = l
let asFancy: FancyPrinter = l

print("-- base")
p.show(1)
p.show("one")
p.show(1.5)

print("-- fancy")
f.show(2)
f.show("two")
f.show(2.5)
print(f.tag("a"), f.tag(3))

print("-- loud")
l.show(3)
l.show("three")
l.show(3.5)
l.show([1, 2])

print("-- loud as Printer")
asBase.show(4)
asBase.show("four")
asBase.show(4.5)
print(asBase.tag("z"))

print("-- loud as FancyPrinter")
asFancy.show(5)
asFancy.show("five")
asFancy.show(5.5)

print("-- through a closure list")
let actions: [(Printer) -> Void] = [
  { $0.show(7) },
  { $0.show("seven") },
  { $0.show(true) },
]
for (i, a) in actions.enumerated() {
  print("action \(i):", terminator: " ")
  a(l)
}

func describe(_ pr: Printer) -> String {
  switch pr {
  case is LoudPrinter: return "loud"
  case is FancyPrinter: return "fancy"
  default: return "plain"
  }
}
print([p, f, l].map(describe))

// expect: -- base
// expect: Printer.show(Int): 1
// expect: Printer.show(Any): one
// expect: Printer.show(Any): 1.5
// expect: -- fancy
// expect: FancyPrinter.show(Int): 20
// expect: FancyPrinter.show(String): two
// expect: Printer.show(Any): 2.5
// expect: base<a> fancy<3>
// expect: -- loud
// expect: FancyPrinter.show(Int): 30
// expect: FancyPrinter.show(String): three
// expect: LoudPrinter.show(Double): 3.5
// expect: LoudPrinter.show(Any) -> Printer.show(Any): [1, 2]
// expect: -- loud as Printer
// expect: FancyPrinter.show(Int): 40
// expect: LoudPrinter.show(Any) -> Printer.show(Any): four
// expect: LoudPrinter.show(Any) -> Printer.show(Any): 4.5
// expect: base<z>
// expect: -- loud as FancyPrinter
// expect: FancyPrinter.show(Int): 50
// expect: FancyPrinter.show(String): five
// expect: LoudPrinter.show(Any) -> Printer.show(Any): 5.5
// expect: -- through a closure list
// expect: action 0: FancyPrinter.show(Int): 70
// expect: action 1: LoudPrinter.show(Any) -> Printer.show(Any): seven
// expect: action 2: LoudPrinter.show(Any) -> Printer.show(Any): true
// expect: ["plain", "fancy", "loud"]
