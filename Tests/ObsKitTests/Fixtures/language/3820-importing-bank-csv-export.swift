// App code style: importing a bank CSV export with newline splitting, trimming and per-month totals
import Foundation

let csv = """
date,description,amount
2024-03-02, Grocery Store ,-54.20
2024-03-05,Salary,2500.00

2024-03-09,"Coffee Shop",-4.75
2024-04-01, Rent ,-1200
2024-04-03,Refund,+19.99
2024-04-07,Broken line
"""

struct Txn { let month: String; let desc: String; let amount: Double }

var txns: [Txn] = []
var skipped: [Int] = []
let rows = csv.components(separatedBy: .newlines)
for (i, row) in rows.enumerated().dropFirst() {
    let trimmed = row.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { continue }
    let cols = trimmed.components(separatedBy: ",")
    guard cols.count == 3, let amount = Double(cols[2].trimmingCharacters(in: .whitespaces)) else {
        skipped.append(i)
        continue
    }
    let desc = cols[1].trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\"")))
    let month = String(cols[0].prefix(7))
    txns.append(Txn(month: month, desc: desc, amount: amount))
}
print("parsed \(txns.count) rows, skipped lines \(skipped)")
for t in txns {
    print(String(format: "%@  %-14@ %9.2f", t.month, t.desc, t.amount))
}
let months = Dictionary(grouping: txns, by: { $0.month })
for m in months.keys.sorted() {
    let list = months[m]!
    let income = list.filter { $0.amount > 0 }.reduce(0) { $0 + $1.amount }
    let spend = list.filter { $0.amount < 0 }.reduce(0) { $0 + $1.amount }
    print(String(format: "%@: in %.2f out %.2f net %+.2f", m, income, -spend, income + spend))
}
let header = rows[0].components(separatedBy: ",").map { $0.capitalized }
print("columns:", header.joined(separator: " | "))
// expect: parsed 5 rows, skipped lines [7]
// expect: 2024-03  Grocery Store    -54.20
// expect: 2024-03  Salary   2500.00
// expect: 2024-03  Coffee Shop     -4.75
// expect: 2024-04  Rent  -1200.00
// expect: 2024-04  Refund     19.99
// expect: 2024-03: in 2500.00 out 58.95 net +2441.05
// expect: 2024-04: in 19.99 out 1200.00 net -1180.01
// expect: columns: Date | Description | Amount
