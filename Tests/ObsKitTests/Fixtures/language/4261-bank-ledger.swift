// App code style: bank account ledger in Int cents with running balances and a monthly statement
enum Transaction {
    case deposit(cents: Int, memo: String)
    case withdrawal(cents: Int, memo: String)
    case transfer(cents: Int, to: String)
    case fee(cents: Int)
    case interest(basisPoints: Int)
}

struct Ledger {
    let owner: String
    let overdraftLimit: Int
    private(set) var balance = 0
    private(set) var entries: [(label: String, amount: Int, balance: Int)] = []
    private(set) var declined: [String] = []

    init(owner: String, overdraftLimit: Int = 0) {
        self.owner = owner
        self.overdraftLimit = overdraftLimit
    }

    mutating func post(_ tx: Transaction) {
        let label: String
        let amount: Int
        switch tx {
        case let .deposit(cents, memo):
            label = "Deposit: \(memo)"; amount = cents
        case let .withdrawal(cents, memo):
            label = "Withdrawal: \(memo)"; amount = -cents
        case let .transfer(cents, to):
            label = "Transfer to \(to)"; amount = -cents
        case .fee(let cents):
            label = "Service fee"; amount = -cents
        case .interest(let bp):
            label = "Interest \(bp)bp"
            amount = balance > 0 ? balance * bp / 10_000 : 0
        }
        if amount < 0 && balance + amount < -overdraftLimit {
            declined.append("\(label) (\(Ledger.format(-amount)))")
            return
        }
        balance += amount
        entries.append((label, amount, balance))
    }

    static func format(_ cents: Int, signed: Bool = false) -> String {
        let sign = cents < 0 ? "-" : (signed ? "+" : "")
        let v = abs(cents)
        let fraction = v % 100
        return "\(sign)\(v / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    func statement() -> [String] {
        func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, width - s.count))
            return left ? s + fill : fill + s
        }
        var lines = ["Statement for \(owner)"]
        lines.append(pad("Description", 24, left: true) + pad("Amount", 11) + pad("Balance", 11))
        lines.append(String(repeating: "-", count: 46))
        for e in entries {
            lines.append(pad(e.label, 24, left: true) + pad(Ledger.format(e.amount, signed: true), 11)
                + pad(Ledger.format(e.balance), 11))
        }
        lines.append(String(repeating: "-", count: 46))
        let credits = entries.map(\.amount).filter { $0 > 0 }.reduce(0, +)
        let debits = entries.map(\.amount).filter { $0 < 0 }.reduce(0, +)
        lines.append("Credits \(Ledger.format(credits)) / Debits \(Ledger.format(debits)) / Closing \(Ledger.format(balance))")
        return lines
    }
}

var checking = Ledger(owner: "J. Appleseed", overdraftLimit: 5_000)
let month: [Transaction] = [
    .deposit(cents: 325_000, memo: "Salary"),
    .withdrawal(cents: 140_000, memo: "Rent"),
    .transfer(cents: 50_000, to: "Savings"),
    .withdrawal(cents: 8_345, memo: "Groceries"),
    .withdrawal(cents: 200_000, memo: "New laptop"),
    .fee(cents: 1_200),
    .interest(basisPoints: 25),
    .withdrawal(cents: 128_500, memo: "Car repair"),
    .withdrawal(cents: 9_999, memo: "Concert"),
]
for tx in month { checking.post(tx) }
checking.statement().forEach { print($0) }
print("Declined: \(checking.declined.count)")
for d in checking.declined { print("  x \(d)") }

var savings = Ledger(owner: "Savings")
savings.post(.deposit(cents: 50_000, memo: "From checking"))
for _ in 1...3 { savings.post(.interest(basisPoints: 150)) }
print("Savings after interest: \(Ledger.format(savings.balance))")
print("Formats: \(Ledger.format(5)), \(Ledger.format(-1999)), \(Ledger.format(100, signed: true))")

// expect: Statement for J. Appleseed
// expect: Description                  Amount    Balance
// expect: ----------------------------------------------
// expect: Deposit: Salary            +3250.00    3250.00
// expect: Withdrawal: Rent           -1400.00    1850.00
// expect: Transfer to Savings         -500.00    1350.00
// expect: Withdrawal: Groceries        -83.45    1266.55
// expect: Service fee                  -12.00    1254.55
// expect: Interest 25bp                 +3.13    1257.68
// expect: Withdrawal: Car repair     -1285.00     -27.32
// expect: ----------------------------------------------
// expect: Credits 3253.13 / Debits -3280.45 / Closing -27.32
// expect: Declined: 2
// expect:   x Withdrawal: New laptop (2000.00)
// expect:   x Withdrawal: Concert (99.99)
// expect: Savings after interest: 522.83
// expect: Formats: 0.05, -19.99, +1.00
