// App code style: bank ledger with classes, transaction history and running balances
final class Account {
    let owner: String
    private(set) var balance: Int = 0
    private(set) var history: [(String, Int)] = []

    init(owner: String) { self.owner = owner }

    @discardableResult
    func deposit(_ amount: Int) -> Int {
        balance += amount
        history.append(("deposit", amount))
        return balance
    }

    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else {
            history.append(("declined", amount))
            return false
        }
        balance -= amount
        history.append(("withdraw", -amount))
        return true
    }
}

func transfer(_ amount: Int, from: Account, to: Account) -> Bool {
    guard from.withdraw(amount) else { return false }
    to.deposit(amount)
    return true
}

let alice = Account(owner: "Alice")
let bob = Account(owner: "Bob")
alice.deposit(500)
print(bob.deposit(120))
print(transfer(200, from: alice, to: bob))
print(transfer(1000, from: bob, to: alice))
print(alice.withdraw(50))
let ref = alice
ref.deposit(5)
for acct in [alice, bob] {
    print("\(acct.owner): \(acct.balance)")
    var running = 0
    for (kind, amt) in acct.history {
        if kind != "declined" { running += amt }
        print("  \(kind.padding(9))\(amt) -> \(running)")
    }
}
let deposits = [alice, bob].flatMap(\.history).filter { $0.0 == "deposit" }.map(\.1)
print(deposits.sorted(), deposits.reduce(0, +))
print(alice === ref, alice === bob)

extension String {
    func padding(_ n: Int) -> String { self + String(repeating: ".", count: max(0, n - count)) }
}
// expect: 120
// expect: true
// expect: false
// expect: true
// expect: Alice: 255
// expect:   deposit..500 -> 500
// expect:   withdraw.-200 -> 300
// expect:   withdraw.-50 -> 250
// expect:   deposit..5 -> 255
// expect: Bob: 320
// expect:   deposit..120 -> 120
// expect:   deposit..200 -> 320
// expect:   declined.1000 -> 320
// expect: [5, 120, 200, 500] 825
// expect: true false
