// App code style: bank ledger with protocol-typed transactions, cents arithmetic, and errors
protocol Transaction {
    var amountCents: Int { get }
    var memo: String { get }
}
struct Deposit: Transaction { let amountCents: Int; var memo: String { "deposit" } }
struct Withdrawal: Transaction { let amountCents: Int; var memo: String { "withdrawal" }; }
struct Fee: Transaction {
    let reason: String
    let amountCents: Int
    var memo: String { "fee(\(reason))" }
}

enum LedgerError: Error { case overdraft(needed: Int), frozen }

func money(_ c: Int) -> String {
    let sign = c < 0 ? "-" : ""
    let a = abs(c)
    let cents = a % 100
    return "\(sign)$\(a / 100).\(cents < 10 ? "0" : "")\(cents)"
}

final class Account {
    let owner: String
    private(set) var history: [Transaction] = []
    var frozen = false
    init(owner: String) { self.owner = owner }
    var balance: Int {
        history.reduce(0) { sum, t in
            t is Deposit ? sum + t.amountCents : sum - t.amountCents
        }
    }
    func apply(_ t: Transaction) throws {
        if frozen { throw LedgerError.frozen }
        if !(t is Deposit) && balance - t.amountCents < 0 {
            throw LedgerError.overdraft(needed: t.amountCents - balance)
        }
        history.append(t)
    }
}

let acct = Account(owner: "Rosa")
let txs: [Transaction] = [Deposit(amountCents: 10_050), Withdrawal(amountCents: 2_575),
                          Fee(reason: "monthly", amountCents: 500), Withdrawal(amountCents: 9_000),
                          Deposit(amountCents: 7)]
for t in txs {
    do {
        try acct.apply(t)
        print("\(t.memo) \(money(t.amountCents)) ok -> \(money(acct.balance))")
    } catch LedgerError.overdraft(let needed) {
        print("\(t.memo) \(money(t.amountCents)) declined, short by \(money(needed))")
    } catch {
        print("unexpected \(error)")
    }
}
acct.frozen = true
do { try acct.apply(Deposit(amountCents: 1)) } catch { print("frozen account: \(error)") }
let fees = acct.history.compactMap { $0 as? Fee }
print("\(acct.owner): \(acct.history.count) txs, fees \(fees.map(\.reason)), final \(money(acct.balance))")
print(money(-1234), money(5), money(0))
// expect: deposit $100.50 ok -> $100.50
// expect: withdrawal $25.75 ok -> $74.75
// expect: fee(monthly) $5.00 ok -> $69.75
// expect: withdrawal $90.00 declined, short by $20.25
// expect: deposit $0.07 ok -> $69.82
// expect: frozen account: frozen
// expect: Rosa: 4 txs, fees ["monthly"], final $69.82
// expect: -$12.34 $0.05 $0.00
