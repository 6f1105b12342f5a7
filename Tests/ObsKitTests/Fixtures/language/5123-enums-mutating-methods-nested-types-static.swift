// Compiler test style (test/Interpreter/enum_methods.swift): enums with mutating methods, nested types, and static members
enum Light {
  case red, yellow, green
  mutating func advance() {
    switch self {
    case .red: self = .green
    case .green: self = .yellow
    case .yellow: self = .red
    }
  }
  var canGo: Bool { self == .green }
  static let start = Light.red
  init?(code: Character) {
    switch code {
    case "r": self = .red
    case "y": self = .yellow
    case "g": self = .green
    default: return nil
    }
  }
}
var l = Light.start
var seq: [Light] = []
for _ in 0..<5 { seq.append(l); l.advance() }
print(seq, seq.map(\.canGo))
print(Light(code: "g") as Any, Light(code: "q") as Any, "ryg?".compactMap(Light.init(code:)))

enum Vending {
  enum Coin: Int { case nickel = 5, dime = 10, quarter = 25 }
  struct Item { let name: String; let price: Int }
  case idle
  case collecting(Int)
  case dispensing(Item, change: Int)

  mutating func insert(_ c: Coin, for item: Item) {
    switch self {
    case .idle: self = .collecting(c.rawValue)
    case .collecting(let n): self = .collecting(n + c.rawValue)
    case .dispensing: return
    }
    if case .collecting(let total) = self, total >= item.price {
      self = .dispensing(item, change: total - item.price)
    }
  }
}
let gum = Vending.Item(name: "gum", price: 35)
var machine = Vending.idle
for c in [Vending.Coin.dime, .dime, .nickel, .quarter, .dime] {
  machine.insert(c, for: gum)
  switch machine {
  case .idle: print("idle")
  case .collecting(let n): print("collecting", n)
  case let .dispensing(item, change): print("dispense \(item.name) change \(change)")
  }
}

enum Counter {
  case value(Int)
  static var made = 0
  static func make(_ n: Int) -> Counter { made += 1; return .value(n) }
  func plus(_ o: Counter) -> Counter {
    guard case .value(let a) = self, case .value(let b) = o else { return self }
    return .value(a + b)
  }
}
let total = [1, 2, 3].map(Counter.make).reduce(Counter.value(0)) { $0.plus($1) }
print(total, Counter.made)
enum Empty {}
print(Empty.self, MemoryLayout<Empty>.size)
enum Single { case only; var desc: String { "only one" } }
print(Single.only.desc, Single.only, MemoryLayout<Single>.size)
let fns: [(Int) -> Counter] = [Counter.value, Counter.make]
print(fns.map { $0(9) }, Counter.made)

// expect: [main.Light.red, main.Light.green, main.Light.yellow, main.Light.red, main.Light.green] [false, true, false, false, true]
// expect: Optional(main.Light.green) nil [main.Light.red, main.Light.yellow, main.Light.green]
// expect: collecting 10
// expect: collecting 20
// expect: collecting 25
// expect: dispense gum change 15
// expect: dispense gum change 15
// expect: value(6) 3
// expect: Empty 0
// expect: only one only 0
// expect: [main.Counter.value(9), main.Counter.value(9)] 4
