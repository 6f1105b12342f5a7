// Compiler test style: ReferenceWritableKeyPath on classes held by let constants
final class Account {
    var owner: String
    var balance: Int
    var history: [Int] = []
    init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }
}
struct Wallet { var account: Account; var label: String }

let acct = Account(owner: "kim", balance: 10)
let balPath: ReferenceWritableKeyPath<Account, Int> = \Account.balance
acct[keyPath: balPath] += 90
acct[keyPath: \.history].append(90)
acct[keyPath: \.owner] = "Kim"
print(acct.owner, acct.balance, acct.history)

let wallet = Wallet(account: acct, label: "main")
wallet[keyPath: \.account.balance] -= 25
print(acct.balance)

func deposit<Root>(_ root: Root, _ path: ReferenceWritableKeyPath<Root, Int>, _ amount: Int) {
    root[keyPath: path] += amount
}
deposit(acct, \.balance, 5)
deposit(wallet, \.account.balance, 1)
print(acct.balance)

let accounts = [Account(owner: "a", balance: 1), Account(owner: "b", balance: 2)]
for a in accounts { a[keyPath: balPath] *= 100 }
print(accounts.map { "\($0.owner)=\($0.balance)" })

let kp: KeyPath<Account, Int> = balPath
print(acct[keyPath: kp])
if let w = kp as? ReferenceWritableKeyPath<Account, Int> {
    acct[keyPath: w] = 0
    print("downcast write ok", acct.balance)
}
let countPath = \Account.history.count
print(acct[keyPath: countPath])
// expect: Kim 100 [90]
// expect: 75
// expect: 81
// expect: ["a=100", "b=200"]
// expect: 81
// expect: downcast write ok 0
// expect: 1
