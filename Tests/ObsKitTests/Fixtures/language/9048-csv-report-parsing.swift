// Parsing CSV-like text into structs, failable parsing, grouping and printing a summary report
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Transaction {
    enum Kind: String { case income, expense }
    let day: Int
    let category: String
    let kind: Kind
    let amount: Double

    init?(line: Substring) {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count == 4,
              let day = Int(fields[0]),
              let kind = Kind(rawValue: fields[2].lowercased()),
              let amount = Double(fields[3]), amount >= 0 else { return nil }
        self.day = day
        self.category = fields[1].isEmpty ? "misc" : fields[1]
        self.kind = kind
        self.amount = amount
    }

    var signedAmount: Double { kind == .income ? amount : -amount }
}

let csv = """
day,category,kind,amount
1, salary, income, 3200.00
2, rent, expense, 1200
3, groceries, expense, 84.35
3, groceries, Expense, 23.10
5, , expense, 12.5
7, coffee, expense, abc
9, freelance, income, 450.75
12, groceries, expense, 61.00
13, transport, refund, 20
"""

let lines = csv.split(separator: "\n").dropFirst()
let parsed = lines.map { ($0, Transaction(line: $0)) }
let transactions = parsed.compactMap(\.1)
let rejected = parsed.filter { $0.1 == nil }.map { String($0.0) }
print("parsed \(transactions.count), rejected \(rejected.count)")
rejected.forEach { print("  skipped: \($0)") }

let byCategory = Dictionary(grouping: transactions.filter { $0.kind == .expense }, by: \.category)
    .mapValues { $0.reduce(0) { $0 + $1.amount } }
for (category, total) in byCategory.sorted(by: { $0.value > $1.value }) {
    print(category.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: " %9.2f", total))
}

let income = transactions.filter { $0.kind == .income }.map(\.amount).reduce(0, +)
let balance = transactions.map(\.signedAmount).reduce(0, +)
print(String(format: "income %.2f, balance %.2f, savings rate %.1f%%", income, balance, balance / income * 100))
var running = 0.0
let lows = transactions.map { running += $0.signedAmount; return (day: $0.day, balance: running) }
print("lowest balance on day \(lows.min { $0.balance < $1.balance }!.day)")
// expect: parsed 7, rejected 2
// expect:   skipped: 7, coffee, expense, abc
// expect:   skipped: 13, transport, refund, 20
// expect: rent         1200.00
// expect: groceries     168.45
// expect: misc           12.50
// expect: income 3650.75, balance 2269.80, savings rate 62.2%
// expect: lowest balance on day 5
