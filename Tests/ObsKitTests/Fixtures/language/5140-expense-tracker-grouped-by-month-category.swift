// App code style: expense tracker grouped by month and category
struct Expense {
    let month: Int
    let category: Category
    let cents: Int
    let note: String
}

enum Category: String, CaseIterable, Comparable {
    case food, rent, travel, fun
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}

func money(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let c = abs(cents)
    let frac = c % 100
    return "\(sign)\(c / 100).\(frac < 10 ? "0" : "")\(frac)"
}

func leftPad(_ s: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - s.count)) + s
}

let monthNames = ["Jan", "Feb", "Mar", "Apr"]
let expenses = [
    Expense(month: 1, category: .rent, cents: 120000, note: "flat"),
    Expense(month: 1, category: .food, cents: 23450, note: "groceries"),
    Expense(month: 1, category: .fun, cents: 4599, note: "cinema"),
    Expense(month: 2, category: .rent, cents: 120000, note: "flat"),
    Expense(month: 2, category: .travel, cents: 35900, note: "train"),
    Expense(month: 2, category: .food, cents: 19905, note: "groceries"),
    Expense(month: 3, category: .rent, cents: 125000, note: "flat + fee"),
    Expense(month: 3, category: .food, cents: 27801, note: "groceries"),
    Expense(month: 3, category: .fun, cents: 12000, note: "concert"),
    Expense(month: 3, category: .fun, cents: 999, note: "app"),
]

let byMonth = Dictionary(grouping: expenses, by: \.month)
var header = "Month "
for cat in Category.allCases.sorted() { header += leftPad(cat.rawValue, 10) }
header += leftPad("total", 10)
print(header)
print(String(repeating: "-", count: header.count))
for month in 1...4 {
    let items = byMonth[month] ?? []
    var row = monthNames[month - 1] + "   "
    for cat in Category.allCases.sorted() {
        let sum = items.filter { $0.category == cat }.reduce(0) { $0 + $1.cents }
        row += leftPad(sum == 0 ? "-" : money(sum), 10)
    }
    row += leftPad(money(items.map(\.cents).reduce(0, +)), 10)
    print(row)
}

let totals = expenses.reduce(into: [Category: Int]()) { $0[$1.category, default: 0] += $1.cents }
let grand = totals.values.reduce(0, +)
for (cat, sum) in totals.sorted(by: { $0.value > $1.value }) {
    let pct = sum * 100 / grand
    print("\(cat.rawValue): \(money(sum)) (\(pct)%)")
}
let monthly = (1...3).map { m in byMonth[m]!.map(\.cents).reduce(0, +) }
let changes = zip(monthly, monthly.dropFirst()).map { money($1 - $0) }
print("month-over-month: \(changes)")
let biggest = expenses.max { $0.cents < $1.cents }!
print("biggest: \(biggest.note) \(money(biggest.cents)) in \(monthNames[biggest.month - 1])")
let notes = Set(expenses.map(\.note))
print("distinct notes: \(notes.count) \(notes.sorted().prefix(3))")

// expect: Month       food       fun      rent    travel     total
// expect: --------------------------------------------------------
// expect: Jan       234.50     45.99   1200.00         -   1480.49
// expect: Feb       199.05         -   1200.00    359.00   1758.05
// expect: Mar       278.01    129.99   1250.00         -   1658.00
// expect: Apr            -         -         -         -      0.00
// expect: rent: 3650.00 (74%)
// expect: food: 711.56 (14%)
// expect: travel: 359.00 (7%)
// expect: fun: 175.98 (3%)
// expect: month-over-month: ["277.56", "-100.05"]
// expect: biggest: flat + fee 1250.00 in Mar
// expect: distinct notes: 7 ["app", "cinema", "concert"]
