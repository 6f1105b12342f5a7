// App code style: bank ledger with accounts, protocols and transfer history
protocol Account: AnyObject {
    var id: String { get }
    var balance: Int { get set }
    func canWithdraw(_ amount: Int) -> Bool
}

extension Account {
    func canWithdraw(_ amount: Int) -> Bool { balance >= amount }
    var formatted: String {
        let sign = balance < 0 ? "-" : ""
        let cents = abs(balance)
        return "\(id): \(sign)$\(cents / 100).\(String(format2: cents % 100))"
    }
}

extension String {
    init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
}

final class Checking: Account {
    let id: String
    var balance: Int
    let overdraft: Int
    init(id: String, balance: Int, overdraft: Int) { self.id = id; self.balance = balance; self.overdraft = overdraft }
    func canWithdraw(_ amount: Int) -> Bool { balance + overdraft >= amount }
}

final class Savings: Account {
    let id: String
    var balance: Int { didSet { if balance > oldValue { deposits += 1 } } }
    private(set) var deposits = 0
    init(id: String, balance: Int) { self.id = id; self.balance = balance }
}

struct Ledger {
    private(set) var entries: [(from: String, to: String, amount: Int, ok: Bool)] = []

    mutating func transfer(_ amount: Int, from: Account, to: Account) {
        let ok = from.canWithdraw(amount)
        if ok {
            from.balance -= amount
            to.balance += amount
        }
        entries.append((from.id, to.id, amount, ok))
    }

    var failed: Int { entries.filter { !$0.ok }.count }
}

let chk = Checking(id: "CHK", balance: 5_000, overdraft: 2_000)
let sav = Savings(id: "SAV", balance: 10_050)
var ledger = Ledger()
ledger.transfer(6_500, from: chk, to: sav)
ledger.transfer(1_000, from: chk, to: sav)
ledger.transfer(25_000, from: sav, to: chk)
ledger.transfer(305, from: sav, to: chk)
ledger.transfer(99, from: chk, to: sav)
for e in ledger.entries {
    print("\(e.ok ? "OK  " : "FAIL") \(e.from) -> \(e.to) \(e.amount)")
}
let accounts: [Account] = [chk, sav]
accounts.forEach { print($0.formatted) }
print("failed: \(ledger.failed), savings deposits: \(sav.deposits)")
print("total: \(accounts.reduce(0) { $0 + $1.balance })")
// expect: OK   CHK -> SAV 6500
// expect: FAIL CHK -> SAV 1000
// expect: FAIL SAV -> CHK 25000
// expect: OK   SAV -> CHK 305
// expect: OK   CHK -> SAV 99
// expect: CHK: -$12.94
// expect: SAV: $163.44
// expect: failed: 2, savings deposits: 2
// expect: total: 15050
