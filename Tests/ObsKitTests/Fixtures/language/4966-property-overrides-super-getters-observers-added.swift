// Compiler test style: property overrides with super getters, observers added in subclasses, final members
class Account {
  var balance: Int = 0 {
    didSet { print("  Account.didSet \(oldValue) -> \(balance)") }
  }
  var label: String { return "acct" }
  var fee: Int { get { return 1 } set { print("  base fee set ignored \(newValue)") } }
  final var id = 0
  final func summary() -> String { return "\(label)#\(id) bal=\(balance) fee=\(fee)" }
}

class Savings: Account {
  override var balance: Int {
    willSet { print("  Savings.willSet \(balance) -> \(newValue)") }
    didSet { print("  Savings.didSet \(oldValue) -> \(balance)") }
  }
  override var label: String { return "savings(" + super.label + ")" }
  private var storedFee = 5
  override var fee: Int {
    get { return storedFee + super.fee }
    set { storedFee = newValue; super.fee = newValue }
  }
}

final class Premium: Savings {
  override var label: String { return "premium/" + super.label }
  override var fee: Int {
    get { return 0 }
    set { print("  premium ignores fee \(newValue)") }
  }
  override var balance: Int {
    didSet { print("  Premium.didSet \(oldValue) -> \(balance)") }
  }
}

let accts: [Account] = [Account(), Savings(), Premium()]
for (i, a) in accts.enumerated() {
  print("== \(type(of: a))")
  a.id = i + 1
  a.balance = 10 * (i + 1)
  a.balance += 1
  a.fee = 9
  print(a.summary())
}

func deposit(_ x: inout Int, _ n: Int) { x += n }
let s = Savings()
print("== inout")
deposit(&s.balance, 7)
print(s.balance)

class Temp {
  var c: Double = 0
  var f: Double {
    get { return c * 9 / 5 + 32 }
    set { c = (newValue - 32) * 5 / 9 }
  }
}
class LoggedTemp: Temp {
  override var f: Double {
    didSet { print("  f changed \(oldValue) -> \(f)") }
  }
  override var c: Double {
    didSet { print("  c changed \(oldValue) -> \(c)") }
  }
}
let t = LoggedTemp()
print("== temp")
t.f = 212
print(t.c, t.f)

// expect: == Account
// expect:   Account.didSet 0 -> 10
// expect:   Account.didSet 10 -> 11
// expect:   base fee set ignored 9
// expect: acct#1 bal=11 fee=1
// expect: == Savings
// expect:   Savings.willSet 0 -> 20
// expect:   Account.didSet 0 -> 20
// expect:   Savings.didSet 0 -> 20
// expect:   Savings.willSet 20 -> 21
// expect:   Account.didSet 20 -> 21
// expect:   Savings.didSet 20 -> 21
// expect:   base fee set ignored 9
// expect: savings(acct)#2 bal=21 fee=10
// expect: == Premium
// expect:   Savings.willSet 0 -> 30
// expect:   Account.didSet 0 -> 30
// expect:   Savings.didSet 0 -> 30
// expect:   Premium.didSet 0 -> 30
// expect:   Savings.willSet 30 -> 31
// expect:   Account.didSet 30 -> 31
// expect:   Savings.didSet 30 -> 31
// expect:   Premium.didSet 30 -> 31
// expect:   premium ignores fee 9
// expect: premium/savings(acct)#3 bal=31 fee=0
// expect: == inout
// expect:   Savings.willSet 0 -> 7
// expect:   Account.didSet 0 -> 7
// expect:   Savings.didSet 0 -> 7
// expect: 7
// expect: == temp
// expect:   c changed 0.0 -> 100.0
// expect:   f changed 32.0 -> 212.0
// expect: 100.0 212.0
