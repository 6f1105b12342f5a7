// Compiler test style: AdditiveArithmetic conformance and generic algorithms over zero, + and -

struct Money: AdditiveArithmetic, CustomStringConvertible {
  var cents: Int

  static var zero: Money { return Money(cents: 0) }

  static func + (a: Money, b: Money) -> Money {
    return Money(cents: a.cents + b.cents)
  }
  static func - (a: Money, b: Money) -> Money {
    return Money(cents: a.cents - b.cents)
  }

  var description: String {
    let sign = cents < 0 ? "-" : ""
    let v = cents < 0 ? -cents : cents
    let c = v % 100
    return "\(sign)$\(v / 100).\(c < 10 ? "0" : "")\(c)"
  }
}

struct Pair<T: AdditiveArithmetic>: AdditiveArithmetic {
  var first: T
  var second: T

  static var zero: Pair<T> { return Pair(first: .zero, second: .zero) }

  static func + (a: Pair<T>, b: Pair<T>) -> Pair<T> {
    return Pair(first: a.first + b.first, second: a.second + b.second)
  }
  static func - (a: Pair<T>, b: Pair<T>) -> Pair<T> {
    return Pair(first: a.first - b.first, second: a.second - b.second)
  }
}

func total<T: AdditiveArithmetic>(_ xs: [T]) -> T {
  var acc = T.zero
  for x in xs {
    acc += x
  }
  return acc
}

func runningTotals<T: AdditiveArithmetic>(_ xs: [T]) -> [T] {
  var out: [T] = []
  var acc: T = .zero
  for x in xs {
    acc = acc + x
    out.append(acc)
  }
  return out
}

func differences<T: AdditiveArithmetic>(_ xs: [T]) -> [T] {
  return zip(xs.dropFirst(), xs).map { $0 - $1 }
}

func isZero<T: AdditiveArithmetic>(_ x: T) -> Bool {
  return x == .zero
}

let wallet = [Money(cents: 150), Money(cents: 275), Money(cents: 5), Money(cents: -30)]
print(total(wallet))
print(runningTotals(wallet))
print(differences(wallet))
print(isZero(Money.zero), isZero(Money(cents: 1)))
print(Money(cents: 100) - Money(cents: 250))
print(wallet.reduce(.zero, +))
print(wallet.reduce(Money.zero, -))

var m = Money.zero
m += Money(cents: 999)
m -= Money(cents: 9)
print(m)

print(total([1, 2, 3, 4, 5]))
print(total([0.5, 0.25, 0.125]))
print(total([Int8]()))
print(runningTotals([10, -3, 7, -20]))
print(differences([1, 4, 9, 16, 25]))
print(isZero(0.0), isZero(-0.0), isZero(UInt8(3)))

let pairs = [Pair(first: 1, second: 10), Pair(first: 2, second: 20), Pair(first: 3, second: 30)]
let p = total(pairs)
print(p.first, p.second)
let diffs = differences(pairs)
print(diffs.map { "\($0.first)/\($0.second)" })
print(isZero(Pair(first: 0, second: 0)), isZero(Pair(first: 0, second: 1)))

let moneyPairs = [Pair(first: Money(cents: 100), second: Money(cents: 1)), Pair(first: Money(cents: 50), second: Money(cents: 2))]
let mp = total(moneyPairs)
print(mp.first, mp.second)
let nested = total([Pair(first: Pair(first: 1, second: 2), second: Pair(first: 3, second: 4)), Pair(first: Pair(first: 5, second: 6), second: Pair(first: 7, second: 8))])
print(nested.first.first, nested.first.second, nested.second.first, nested.second.second)

// expect: $4.00
// expect: [$1.50, $4.25, $4.30, $4.00]
// expect: [$1.25, -$2.70, -$0.35]
// expect: true false
// expect: -$1.50
// expect: $4.00
// expect: -$4.00
// expect: $9.90
// expect: 15
// expect: 0.875
// expect: 0
// expect: [10, 7, 14, -6]
// expect: [3, 5, 7, 9]
// expect: true true false
// expect: 6 60
// expect: ["1/10", "1/10"]
// expect: true false
// expect: $1.50 $0.03
// expect: 6 8 10 12
