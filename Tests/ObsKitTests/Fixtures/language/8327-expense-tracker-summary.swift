// App model layer: an expense tracker with monthly budgets, category totals and percentages
import Foundation

enum ExpenseCategory: String, CaseIterable {
    case food, transport, rent, fun
}

struct Expense {
    let month: Int
    let category: ExpenseCategory
    let cents: Int
    let note: String
}

struct Budget {
    let limits: [ExpenseCategory: Int]
    func status(spent: Int, for category: ExpenseCategory) -> String {
        guard let limit = limits[category] else { return "no budget" }
        let pct = spent * 100 / limit
        switch pct {
        case ..<80: return "ok (\(pct)%)"
        case 80..<100: return "warning (\(pct)%)"
        default: return "over by \(dollars(spent - limit))"
        }
    }
}

func dollars(_ cents: Int) -> String {
    let r = cents % 100
    return "$\(cents / 100).\(r < 10 ? "0" : "")\(r)"
}

let expenses = [
    Expense(month: 1, category: .rent, cents: 120_000, note: "January rent"),
    Expense(month: 1, category: .food, cents: 23_450, note: "groceries"),
    Expense(month: 1, category: .food, cents: 4_599, note: "pizza"),
    Expense(month: 1, category: .transport, cents: 8_000, note: "pass"),
    Expense(month: 1, category: .fun, cents: 15_000, note: "concert"),
    Expense(month: 2, category: .rent, cents: 120_000, note: "February rent"),
    Expense(month: 2, category: .food, cents: 31_020, note: "groceries"),
    Expense(month: 2, category: .transport, cents: 2_750, note: "taxi"),
]
let budget = Budget(limits: [.food: 30_000, .transport: 10_000, .rent: 120_000])

let byMonth = Dictionary(grouping: expenses, by: \.month)
for month in byMonth.keys.sorted() {
    let items = byMonth[month]!
    let total = items.reduce(0) { $0 + $1.cents }
    print("month \(month): \(dollars(total))")
    let totals = items.reduce(into: [ExpenseCategory: Int]()) { $0[$1.category, default: 0] += $1.cents }
    for category in ExpenseCategory.allCases {
        guard let spent = totals[category] else { continue }
        let share = Double(spent) / Double(total) * 100
        let shareText = String(Int((share * 10).rounded()) / 10) + "." + String(Int((share * 10).rounded()) % 10)
        print("  \(category.rawValue): \(dollars(spent)) \(shareText)% - \(budget.status(spent: spent, for: category))")
    }
}
let biggest = expenses.filter { $0.category != .rent }.max { $0.cents < $1.cents }!
print("largest non-rent: \(biggest.note) \(dollars(biggest.cents))")

// expect: month 1: $1710.49
// expect:   food: $280.49 16.4% - warning (93%)
// expect:   transport: $80.00 4.7% - warning (80%)
// expect:   rent: $1200.00 70.2% - over by $0.00
// expect:   fun: $150.00 8.8% - no budget
// expect: month 2: $1537.70
// expect:   food: $310.20 20.2% - over by $10.20
// expect:   transport: $27.50 1.8% - ok (27%)
// expect:   rent: $1200.00 78.0% - over by $0.00
// expect: largest non-rent: groceries $310.20
