// Compiler test style: observers that modify other properties and their own property (no recursion)
final class BankAccount {
  var log: [String] = []
  var overdraftCount = 0 {
    didSet { log.append("overdrafts=\(overdraftCount)") }
  }
  var balance: Int = 0 {
    willSet {
      log.append("will \(balance)->\(newValue)")
    }
    didSet {
      if balance < 0 {
        overdraftCount += 1
        balance = 0
      }
      log.append("did \(oldValue)->\(balance)")
    }
  }
}

let acct = BankAccount()
acct.balance = 50
acct.balance -= 80
acct.balance += 10
for line in acct.log { print(line) }
print("balance:", acct.balance, "overdrafts:", acct.overdraftCount)

struct Limiter {
  var hits: [Int] = []
  var value: Int = 0 {
    didSet {
      hits.append(value)
      if value > 10 { value = 10 }
    }
  }
  mutating func pump(_ times: Int) {
    for _ in 0..<times { value += 4 }
  }
}
var limiter = Limiter()
limiter.pump(4)
print("limiter:", limiter.value, limiter.hits)
// expect: will 0->50
// expect: did 0->50
// expect: will 50->-30
// expect: overdrafts=1
// expect: did 50->0
// expect: will 0->10
// expect: did 0->10
// expect: balance: 10 overdrafts: 1
// expect: limiter: 10 [4, 8, 12, 14]
