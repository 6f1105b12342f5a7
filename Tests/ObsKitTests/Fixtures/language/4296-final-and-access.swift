// Compiler test style: final classes and members, private(set) in hierarchies, static as final class
class Ledger {
  private(set) var entries: [Int] = []
  final var frozen = false
  static var ledgers = 0

  init() { Ledger.ledgers += 1 }

  final func add(_ x: Int) {
    guard !frozen else {
      print("  frozen, dropping \(x)")
      return
    }
    entries.append(transform(x))
  }

  func transform(_ x: Int) -> Int { return x }

  final var sum: Int { return entries.reduce(0, +) }

  static func banner() -> String { return "Ledger x\(ledgers)" }
  class func kind() -> String { return "ledger" }
}

class DoublingLedger: Ledger {
  override func transform(_ x: Int) -> Int { return x * 2 }
  override class func kind() -> String { return "doubling/" + super.kind() }
}

final class CappedLedger: DoublingLedger {
  let cap: Int
  init(cap: Int) {
    self.cap = cap
    super.init()
  }
  override func transform(_ x: Int) -> Int {
    return min(super.transform(x), cap)
  }
  override class func kind() -> String { return "capped/" + super.kind() }
}

let ledgers: [Ledger] = [Ledger(), DoublingLedger(), CappedLedger(cap: 7)]
for l in ledgers {
  for x in [1, 3, 5] { l.add(x) }
  print("\(type(of: l).kind()): \(l.entries) sum=\(l.sum)")
}

ledgers[1].frozen = true
ledgers[1].add(100)
print(ledgers[1].entries)

print(Ledger.banner())
print(CappedLedger.banner())

let c = CappedLedger(cap: 3)
c.add(10)
print(c.entries, c.sum, Ledger.ledgers)

final class Token {
  let text: String
  init(_ t: String) { text = t }
  func upper() -> Token { return Token(text.uppercased()) }
}
let tok = Token("abc").upper().upper()
print(tok.text)

class Shape {
  final func area() -> Double { return computeArea() }
  func computeArea() -> Double { return 0 }
  final class func unit() -> String { return "sq" }
}
class Rect: Shape {
  let w: Double, h: Double
  init(w: Double, h: Double) { self.w = w; self.h = h }
  override func computeArea() -> Double { return w * h }
}
class Sq: Rect {
  init(_ s: Double) { super.init(w: s, h: s) }
}
let shapes: [Shape] = [Shape(), Rect(w: 2, h: 3), Sq(4)]
print(shapes.map { $0.area() }, Sq.unit())
// expect: ledger: [1, 3, 5] sum=9
// expect: doubling/ledger: [2, 6, 10] sum=18
// expect: capped/doubling/ledger: [2, 6, 7] sum=15
// expect:   frozen, dropping 100
// expect: [2, 6, 10]
// expect: Ledger x3
// expect: Ledger x3
// expect: [3] 3 4
// expect: ABC
// expect: [0.0, 6.0, 16.0] sq
