// Compiler test style: exclusivity-safe ways to mutate one element using another element's value
struct Account { var balance: Int }

func transfer(_ from: inout Account, _ to: inout Account, _ amount: Int) {
  from.balance -= amount
  to.balance += amount
}

var accounts = [Account(balance: 100), Account(balance: 50), Account(balance: 0)]
var a0 = accounts[0]
var a2 = accounts[2]
transfer(&a0, &a2, 30)
accounts[0] = a0
accounts[2] = a2
print(accounts.map { $0.balance })

let amount = accounts[1].balance
accounts[0].balance += amount
accounts[1].balance = 0
print(accounts.map { $0.balance })

accounts.swapAt(0, 1)
print(accounts.map { $0.balance })

var x = Account(balance: 1)
var y = Account(balance: 2)
transfer(&x, &y, 1)
print(x.balance, y.balance)

struct Pair { var left = 0; var right = 0 }
func addInto(_ a: inout Int, _ b: inout Int) { a += b; b = 0 }
func combineLocal() {
  var pair = Pair(left: 3, right: 4)
  addInto(&pair.left, &pair.right)
  print(pair.left, pair.right)
}
combineLocal()

var values = [1, 2, 3, 4]
let total = values.reduce(0, +)
for i in values.indices { values[i] = total - values[i] }
print(values)
// expect: [70, 50, 30]
// expect: [120, 0, 30]
// expect: [0, 120, 30]
// expect: 0 3
// expect: 7 0
// expect: [9, 8, 7, 6]
