// Swift book style (Memory Safety and Access Control): conflicting access avoided, private(set), fileprivate
struct Stepper {
  private(set) var value = 0
  fileprivate var history: [Int] = []
  private var secret = 42
  mutating func step(by amount: Int) {
    value += amount
    history.append(value)
  }
  func peekSecretParity() -> String { secret % 2 == 0 ? "even" : "odd" }
}

var s = Stepper()
s.step(by: 3)
s.step(by: 4)
print(s.value, s.history, s.peekSecretParity())

public struct Account {
  public let id: Int
  internal var owner: String
  public private(set) var balance: Int = 0
  public init(id: Int, owner: String) { self.id = id; self.owner = owner }
  public mutating func deposit(_ amount: Int) { guard amount > 0 else { return }; balance += amount }
}
var acct = Account(id: 7, owner: "Noor")
acct.deposit(50)
acct.deposit(-10)
acct.owner = "Noor A."
print(acct.id, acct.owner, acct.balance)

// Avoiding conflicting access: copy a global before passing it inout alongside a reader
var bonus = 1
func addBonus(_ score: inout Int) { score += bonus }
var points = 10
addBonus(&points)
print(points)
var tempBonus = bonus
addBonus(&tempBonus)
bonus = tempBonus
print(bonus)

func split(_ a: inout Int, _ b: inout Int) {
  let pool = a + b
  a = pool / 2
  b = pool - a
}
var left = 17, right = 4
split(&left, &right)
print(left, right)

struct Robot {
  var label: String
  var charge: Int
  var cargo: Int
  static let fullCharge = 100
  mutating func recharge() { charge = Robot.fullCharge }
  mutating func pool(with partner: inout Robot) {
    split(&partner.charge, &charge)
  }
}
var r2 = Robot(label: "R2", charge: 80, cargo: 3)
var bb = Robot(label: "BB", charge: 15, cargo: 0)
r2.pool(with: &bb)
print(r2.charge, bb.charge)
bb.recharge()
print(bb.charge)

func localDemo() {
  // for a local struct, distinct stored properties may overlap safely
  var crate = Robot(label: "C1", charge: 9, cargo: 4)
  split(&crate.charge, &crate.cargo)
  print(crate.charge, crate.cargo)
}
localDemo()

fileprivate class Counter {
  private var count = 0
  func tick() -> Int { count += 1; return count }
}
private let sharedCounter = Counter()
_ = sharedCounter.tick()
print(sharedCounter.tick())
// expect: 7 [3, 7] even
// expect: 7 Noor A. 50
// expect: 11
// expect: 2
// expect: 10 11
// expect: 48 47
// expect: 100
// expect: 6 7
// expect: 2
