// Compiler test style: overloaded operators on enums with raw values and associated values
// known-gap: error: 4355-enum-operators.swift:89:16: error: value of type 'Int' has no member 'value'

enum Direction: Int, CaseIterable {
  case north = 0, east, south, west

  static func + (d: Direction, turns: Int) -> Direction {
    let n = Direction.allCases.count
    let raw = ((d.rawValue + turns) % n + n) % n
    return Direction(rawValue: raw)!
  }

  static func - (d: Direction, turns: Int) -> Direction {
    return d + (-turns)
  }

  static prefix func ! (d: Direction) -> Direction {
    return d + 2
  }

  static func += (d: inout Direction, turns: Int) {
    d = d + turns
  }
}

enum Expr: CustomStringConvertible {
  case num(Int)
  indirect case add(Expr, Expr)
  indirect case mul(Expr, Expr)
  indirect case neg(Expr)

  static func + (l: Expr, r: Expr) -> Expr { return .add(l, r) }
  static func * (l: Expr, r: Expr) -> Expr { return .mul(l, r) }
  static prefix func - (e: Expr) -> Expr { return .neg(e) }

  var description: String {
    switch self {
    case .num(let n): return "\(n)"
    case .add(let l, let r): return "(\(l) + \(r))"
    case .mul(let l, let r): return "\(l) * \(r)"
    case .neg(let e): return "-\(e)"
    }
  }

  var value: Int {
    switch self {
    case .num(let n): return n
    case .add(let l, let r): return l.value + r.value
    case .mul(let l, let r): return l.value * r.value
    case .neg(let e): return -e.value
    }
  }
}

extension Expr: ExpressibleByIntegerLiteral {
  init(integerLiteral value: Int) {
    self = .num(value)
  }
}

enum Light: Equatable {
  case off
  case on(brightness: Int)

  static func < (a: Light, b: Light) -> Bool {
    switch (a, b) {
    case (.off, .on): return true
    case (.on(let x), .on(let y)): return x < y
    default: return false
    }
  }
}

var d = Direction.north
print(d + 1)
print(d + 5)
print(d - 1)
print(d - 6)
print(!d)
print(!Direction.east)
d += 3
print(d)
d += 2
print(d)
print(Direction.allCases.map { $0 + 1 })
print(Direction.allCases.map { !$0 })

let e1: Expr = 1 + 2 * 3
print(e1, "=", e1.value)
let e2: Expr = (1 + 2) * 3
print(e2, "=", e2.value)
let e3: Expr = -(4 + 5) * 2
print(e3, "=", e3.value)
let e4 = Expr.num(7) + -Expr.num(3)
print(e4, "=", e4.value)

let lights: [Light] = [.on(brightness: 5), .off, .on(brightness: 2), .on(brightness: 9)]
print(Light.off < .on(brightness: 0))
print(Light.on(brightness: 3) < .off)
print(Light.on(brightness: 3) < .on(brightness: 4))
print(Light.off == .off)
print(Light.on(brightness: 1) == .on(brightness: 2))
let sortedLights = lights.sorted(by: <)
for l in sortedLights {
  switch l {
  case .off: print("off")
  case .on(let b): print("on \(b)")
  }
}

// expect: east
// expect: east
// expect: west
// expect: south
// expect: south
// expect: west
// expect: west
// expect: east
// expect: [main.Direction.east, main.Direction.south, main.Direction.west, main.Direction.north]
// expect: [main.Direction.south, main.Direction.west, main.Direction.north, main.Direction.east]
// expect: (1 + 2 * 3) = 7
// expect: (1 + 2) * 3 = 9
// expect: -(4 + 5) * 2 = -18
// expect: (7 + -3) = 4
// expect: true
// expect: false
// expect: true
// expect: true
// expect: false
// expect: off
// expect: on 2
// expect: on 5
// expect: on 9
