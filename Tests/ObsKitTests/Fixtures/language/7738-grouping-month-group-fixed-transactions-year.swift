// Tutorial style (grouping by month): group fixed transactions by year-month using dateComponents
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

struct Transaction {
    let amount: Double
    let date: Date
}

let base: TimeInterval = 1_672_531_200 // 2023-01-01 00:00 UTC
let txs = (0..<10).map { i in
    Transaction(amount: Double(i * 15 + 5), date: Date(timeIntervalSince1970: base + Double(i) * 17 * 86_400))
}

var totals: [String: Double] = [:]
for tx in txs {
    let c = cal.dateComponents([.year, .month], from: tx.date)
    let key = String(format: "%04d-%02d", c.year!, c.month!)
    totals[key, default: 0] += tx.amount
}

for key in totals.keys.sorted() {
    print("\(key): \(totals[key]!)")
}
let grouped = Dictionary(grouping: txs) { cal.component(.month, from: $0.date) }
print("Months with activity: \(grouped.keys.sorted())")
print("Busiest month count: \(grouped.values.map { $0.count }.max()!)")
// expect: 2023-01: 25.0
// expect: 2023-02: 85.0
// expect: 2023-03: 145.0
// expect: 2023-04: 205.0
// expect: 2023-05: 125.0
// expect: 2023-06: 140.0
// expect: Months with activity: [1, 2, 3, 4, 5, 6]
// expect: Busiest month count: 2
