// Compiler test style: overriding computed properties (read-only to read-write, super access)
class Account {
  var balance: Int = 0
  var displayName: String { return "Account" }
  var fee: Int { return 2 }
  var summary: String {
    return "\(displayName): balance=\(balance) fee=\(fee)"
  }
  var limit: Int {
    get { return 100 }
    set { print("  Account.limit ignored \(newValue)") }
  }
}

class Savings: Account {
  var rate = 3
  override var displayName: String { return "Savings(" + super.displayName + ")" }
  override var fee: Int { return 0 }
}

class Premium: Savings {
  private var storedLimit = 1000
  // read-only in superclass chain becomes read-write here
  override var fee: Int {
    get { return super.fee + 1 }
    set { print("  Premium.fee set \(newValue) (ignored)") }
  }
  override var displayName: String { return "Premium/" + super.displayName }
  override var limit: Int {
    get { return storedLimit }
    set {
      print("  Premium.limit \(storedLimit) -> \(newValue)")
      storedLimit = newValue
    }
  }
}

final class Frozen: Premium {
  // stored property in base overridden with computed
  override var balance: Int {
    get { return super.balance }
    set { print("  Frozen: refusing balance \(newValue)") }
  }
}

let accounts: [Account] = [Account(), Savings(), Premium(), Frozen()]
for (i, a) in accounts.enumerated() {
  a.balance = (i + 1) * 10
  print(a.summary)
}

for a in accounts {
  a.limit = 500
  print("limit now \(a.limit)")
}

let p = Premium()
p.fee = 99
print("premium fee \(p.fee)")

let f = Frozen()
f.balance += 5
print("frozen balance \(f.balance)")

func total(_ xs: [Account]) -> Int {
  var t = 0
  for x in xs { t += x.balance - x.fee }
  return t
}
print("total \(total(accounts))")
// expect: Account: balance=10 fee=2
// expect: Savings(Account): balance=20 fee=0
// expect: Premium/Savings(Account): balance=30 fee=1
// expect:   Frozen: refusing balance 40
// expect: Premium/Savings(Account): balance=0 fee=1
// expect:   Account.limit ignored 500
// expect: limit now 100
// expect:   Account.limit ignored 500
// expect: limit now 100
// expect:   Premium.limit 1000 -> 500
// expect: limit now 500
// expect:   Premium.limit 1000 -> 500
// expect: limit now 500
// expect:   Premium.fee set 99 (ignored)
// expect: premium fee 1
// expect:   Frozen: refusing balance 5
// expect: frozen balance 0
// expect: total 56
