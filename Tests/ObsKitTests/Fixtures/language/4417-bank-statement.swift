// App code style: bank statement printing with cents arithmetic and running balance

struct Money: CustomStringConvertible, Comparable {
    var cents: Int
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let v = cents < 0 ? -cents : cents
        let c = v % 100
        var dollars = String(v / 100)
        var grouped = ""
        while dollars.count > 3 {
            grouped = "," + String(dollars.suffix(3)) + grouped
            dollars = String(dollars.dropLast(3))
        }
        return "\(sign)$\(dollars)\(grouped).\(c < 10 ? "0\(c)" : "\(c)")"
    }
}

enum TxKind: String { case deposit, withdrawal, fee }

struct Tx {
    let day: Int
    let kind: TxKind
    let amount: Money
    let memo: String?
}

let txs = [
    Tx(day: 1, kind: .deposit, amount: Money(cents: 250_000), memo: "salary"),
    Tx(day: 3, kind: .withdrawal, amount: Money(cents: -4_599), memo: "groceries"),
    Tx(day: 5, kind: .fee, amount: Money(cents: -500), memo: nil),
    Tx(day: 9, kind: .withdrawal, amount: Money(cents: -120_050), memo: "rent"),
    Tx(day: 12, kind: .deposit, amount: Money(cents: 1_234_567), memo: "bonus"),
]

var balance = Money(cents: 10_000)
print("Opening balance: \(balance)")
for tx in txs {
    balance = balance + tx.amount
    let day = tx.day < 10 ? "0\(tx.day)" : "\(tx.day)"
    let memo = tx.memo ?? "-"
    print("day \(day) \(tx.kind.rawValue.uppercased()) \(tx.amount) \(memo) => \(balance)")
}
print("Closing balance: \(balance)")

let deposits = txs.filter { $0.kind == .deposit }.map { $0.amount }
print("deposits:", deposits)
print("largest:", txs.map { $0.amount }.max()!)
print("smallest:", txs.map { $0.amount }.min()!)
print("memos:", txs.map { $0.memo })
print("fees:", txs.filter { $0.kind == .fee }.count)
print(Money(cents: 0), Money(cents: 5), Money(cents: -99), Money(cents: 100_000_000))
print(txs[2])
dump(txs[2].amount)

// expect: Opening balance: $100.00
// expect: day 01 DEPOSIT $2,500.00 salary => $2,600.00
// expect: day 03 WITHDRAWAL -$45.99 groceries => $2,554.01
// expect: day 05 FEE -$5.00 - => $2,549.01
// expect: day 09 WITHDRAWAL -$1,200.50 rent => $1,348.51
// expect: day 12 DEPOSIT $12,345.67 bonus => $13,694.18
// expect: Closing balance: $13,694.18
// expect: deposits: [$2,500.00, $12,345.67]
// expect: largest: $12,345.67
// expect: smallest: -$1,200.50
// expect: memos: [Optional("salary"), Optional("groceries"), nil, Optional("rent"), Optional("bonus")]
// expect: fees: 1
// expect: $0.00 $0.05 -$0.99 $1,000,000.00
// expect: Tx(day: 5, kind: main.TxKind.fee, amount: -$5.00, memo: nil)
// expect: ▿ -$5.00
// expect:   - cents: -500
