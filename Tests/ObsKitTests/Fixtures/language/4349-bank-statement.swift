// App code style: bank statement formatter with Int cents, running balance and parenthesized negatives
struct Txn {
    let day: Int
    let memo: String
    let cents: Int
}

func formatCents(_ c: Int, accounting: Bool = false, symbol: String = "$") -> String {
    let a = c < 0 ? -c : c
    var intPart = String(a / 100)
    var groups: [String] = []
    while intPart.count > 3 {
        let cut = intPart.index(intPart.endIndex, offsetBy: -3)
        groups.insert(String(intPart[cut...]), at: 0)
        intPart.removeSubrange(cut...)
    }
    groups.insert(intPart, at: 0)
    let frac = a % 100
    let body = symbol + groups.joined(separator: ",") + "." + (frac < 10 ? "0" : "") + String(frac)
    if c >= 0 { return accounting ? body + " " : body }
    return accounting ? "(" + body + ")" : "-" + body
}

func col(_ s: String, _ w: Int, right: Bool) -> String {
    let pad = String(repeating: " ", count: max(0, w - s.count))
    return right ? pad + s : s + pad
}

func memoShort(_ m: String, _ w: Int) -> String {
    m.count <= w ? m : String(m.prefix(w - 1)) + "…"
}

let opening = 152_034
let txns = [
    Txn(day: 1, memo: "Salary ACME Corp", cents: 425_000),
    Txn(day: 2, memo: "Rent — Apartment 4B", cents: -180_000),
    Txn(day: 3, memo: "Café Müller", cents: -785),
    Txn(day: 5, memo: "Refund: order #1234 (damaged item)", cents: 2_999),
    Txn(day: 9, memo: "Transfer to savings", cents: -300_000),
    Txn(day: 12, memo: "ATM", cents: -20_000),
    Txn(day: 15, memo: "Interest", cents: 7),
    Txn(day: 28, memo: "Insurance 🚗", cents: -112_050),
]

print(col("Day", 4, right: false) + col("Description", 22, right: false) + col("Amount", 13, right: true) + col("Balance", 14, right: true))
print(String(repeating: "=", count: 53))
print(col("", 4, right: false) + col("Opening balance", 22, right: false) + col("", 13, right: true) + col(formatCents(opening, accounting: true), 14, right: true) + "|")
var balance = opening
var lowest = (opening, 0)
for t in txns {
    balance += t.cents
    if balance < lowest.0 { lowest = (balance, t.day) }
    let day = t.day < 10 ? "0\(t.day)" : "\(t.day)"
    print(col(day, 4, right: false) + col(memoShort(t.memo, 21), 22, right: false) + col(formatCents(t.cents, accounting: true), 13, right: true) + col(formatCents(balance, accounting: true), 14, right: true) + "|")
}
print(String(repeating: "-", count: 53))
let credits = txns.filter { $0.cents > 0 }.reduce(0) { $0 + $1.cents }
let debits = txns.filter { $0.cents < 0 }.reduce(0) { $0 + $1.cents }
print("Credits: \(formatCents(credits))  Debits: \(formatCents(debits))")
print("Closing: \(formatCents(balance)) (\(formatCents(balance, accounting: true)))")
print("Lowest balance \(formatCents(lowest.0)) on day \(lowest.1)")
print("Net change: \(formatCents(balance - opening, symbol: "€"))")
let avg = (debits - (txns.filter { $0.cents < 0 }.count / 2)) / txns.filter { $0.cents < 0 }.count
print("Average debit: \(formatCents(avg))")
for c in [0, 1, -1, 99_999_999, -100_000_000] { print(formatCents(c), formatCents(c, accounting: true) + "|") }
// expect: Day Description                  Amount       Balance
// expect: =====================================================
// expect:     Opening balance                        $1,520.34 |
// expect: 01  Salary ACME Corp         $4,250.00     $5,770.34 |
// expect: 02  Rent — Apartment 4B     ($1,800.00)    $3,970.34 |
// expect: 03  Café Müller                 ($7.85)    $3,962.49 |
// expect: 05  Refund: order #1234 …       $29.99     $3,992.48 |
// expect: 09  Transfer to savings     ($3,000.00)      $992.48 |
// expect: 12  ATM                       ($200.00)      $792.48 |
// expect: 15  Interest                     $0.07       $792.55 |
// expect: 28  Insurance 🚗             ($1,120.50)     ($327.95)|
// expect: -----------------------------------------------------
// expect: Credits: $4,280.06  Debits: -$6,128.35
// expect: Closing: -$327.95 (($327.95))
// expect: Lowest balance -$327.95 on day 28
// expect: Net change: -€1,848.29
// expect: Average debit: -$1,225.67
// expect: $0.00 $0.00 |
// expect: $0.01 $0.01 |
// expect: -$0.01 ($0.01)|
// expect: $999,999.99 $999,999.99 |
// expect: -$1,000,000.00 ($1,000,000.00)|
