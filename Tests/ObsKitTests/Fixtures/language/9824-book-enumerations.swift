// Swift book style (Enumerations): raw values, associated values, CaseIterable and recursive enums
enum Season: String, CaseIterable {
  case spring, summer, autumn, winter
  var following: Season {
    switch self {
    case .spring: return .summer
    case .summer: return .autumn
    case .autumn: return .winter
    case .winter: return .spring
    }
  }
}

var now = Season.autumn
now = now.following
print(now, now.rawValue, now.following)
print("\(Season.allCases.count) seasons:", Season.allCases.map(\.rawValue).joined(separator: ", "))

enum Month: Int {
  case jan = 1, feb, mar, apr, may, jun, jul, aug, sep, oct, nov, dec
}
print(Month.mar.rawValue, Month.dec.rawValue)
for n in [2, 13, 7] {
  if let m = Month(rawValue: n) {
    print("Month \(n) is \(m)")
  } else {
    print("No month numbered \(n)")
  }
}

enum Payment {
  case cash(amount: Int)
  case card(network: String, last4: String)
  case voucher(String)
}
let payments: [Payment] = [.cash(amount: 20), .card(network: "Visa", last4: "1881"), .voucher("SPRING-10")]
for p in payments {
  switch p {
  case .cash(let amount):
    print("cash of \(amount)")
  case let .card(network, last4):
    print("\(network) card ending \(last4)")
  case .voucher(let code):
    print("voucher \(code)")
  }
}

enum Separator: Character {
  case comma = ",", semicolon = ";", pipe = "|"
}
print(Separator.pipe.rawValue, Separator(rawValue: ";") as Any, Separator(rawValue: "x") as Any)

indirect enum Calc {
  case value(Double)
  case sum(Calc, Calc)
  case product(Calc, Calc)
  case half(Calc)
}
func run(_ c: Calc) -> Double {
  switch c {
  case .value(let v): return v
  case let .sum(a, b): return run(a) + run(b)
  case let .product(a, b): return run(a) * run(b)
  case .half(let x): return run(x) / 2
  }
}
let seven = Calc.sum(.value(3), .value(4))
print(run(.product(seven, .half(.value(6)))))

enum DoorState {
  case open, closed, locked
  mutating func cycle() {
    switch self {
    case .open: self = .closed
    case .closed: self = .locked
    case .locked: self = .open
    }
  }
}
var door = DoorState.open
var history: [DoorState] = []
for _ in 0..<5 { history.append(door); door.cycle() }
print(history)
print(history.filter { $0 == .locked }.count, door == .locked)
if case .card(let network, _) = payments[1], network.hasPrefix("V") { print("network", network) }
// expect: winter winter spring
// expect: 4 seasons: spring, summer, autumn, winter
// expect: 3 12
// expect: Month 2 is feb
// expect: No month numbered 13
// expect: Month 7 is jul
// expect: cash of 20
// expect: Visa card ending 1881
// expect: voucher SPRING-10
// expect: | Optional(main.Separator.semicolon) nil
// expect: 21.0
// expect: [main.DoorState.open, main.DoorState.closed, main.DoorState.locked, main.DoorState.open, main.DoorState.closed]
// expect: 1 true
// expect: network Visa
