// Compiler test style: mutating enums with associated values via switch and reassignment
enum Account {
  case open(balance: Int, history: [Int])
  case frozen(balance: Int)
  case closed

  mutating func deposit(_ amount: Int) {
    switch self {
    case .open(let balance, var history):
      history.append(amount)
      self = .open(balance: balance + amount, history: history)
    case .frozen:
      print("frozen, cannot deposit \(amount)")
    case .closed:
      print("closed")
    }
  }

  mutating func freeze() {
    if case .open(let b, _) = self {
      self = .frozen(balance: b)
    }
  }
}

var acct = Account.open(balance: 10, history: [])
acct.deposit(5)
acct.deposit(7)
print(acct)
let snapshot = acct
acct.freeze()
acct.deposit(1)
print(acct)
print(snapshot)

var list: [Account] = [.open(balance: 0, history: [1]), .closed, .frozen(balance: 3)]
for i in list.indices {
  list[i].deposit(100)
}
print(list)
if case .open(_, let h) = list[0] { print("history:", h) }
// expect: open(balance: 22, history: [5, 7])
// expect: frozen, cannot deposit 1
// expect: frozen(balance: 22)
// expect: open(balance: 22, history: [5, 7])
// expect: closed
// expect: frozen, cannot deposit 100
// expect: [main.Account.open(balance: 100, history: [1, 100]), main.Account.closed, main.Account.frozen(balance: 3)]
// expect: history: [1, 100]
