// App code style: a monthly budget tracker with fixed-point Cents, category totals and percentage breakdowns
struct Cents: AdditiveArithmetic, Comparable, Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    var raw: Int64
    init(raw: Int64) { self.raw = raw }
    init(integerLiteral value: Int64) { raw = value }
    static var zero: Cents { Cents(raw: 0) }
    static func + (a: Cents, b: Cents) -> Cents { Cents(raw: a.raw + b.raw) }
    static func - (a: Cents, b: Cents) -> Cents { Cents(raw: a.raw - b.raw) }
    static func < (a: Cents, b: Cents) -> Bool { a.raw < b.raw }
    var description: String {
        let neg = raw < 0
        let v = neg ? -raw : raw
        let c = v % 100
        return (neg ? "-" : "") + "\(v / 100)." + (c < 10 ? "0" : "") + "\(c)"
    }
}

enum Category: String, CaseIterable {
    case rent, groceries, transport, fun
}

struct Expense {
    let category: Category
    let amount: Cents
    let note: String
}

struct Budget {
    var limits: [Category: Cents]
    var expenses: [Expense] = []

    mutating func spend(_ amount: Cents, on category: Category, _ note: String) {
        expenses.append(Expense(category: category, amount: amount, note: note))
    }

    func spent(on category: Category) -> Cents {
        expenses.filter { $0.category == category }.map(\.amount).reduce(.zero, +)
    }

    var totalSpent: Cents { expenses.map(\.amount).reduce(Cents.zero, +) }

    func remaining(for category: Category) -> Cents {
        (limits[category] ?? .zero) - spent(on: category)
    }

    func percentUsed(_ category: Category) -> Int {
        guard let limit = limits[category], limit.raw > 0 else { return 0 }
        return Int(spent(on: category).raw * 100 / limit.raw)
    }
}

var budget = Budget(limits: [.rent: 120000, .groceries: 40000, .transport: 10000, .fun: 15000])
budget.spend(120000, on: .rent, "April rent")
budget.spend(8245, on: .groceries, "weekly shop")
budget.spend(9120, on: .groceries, "weekly shop")
budget.spend(2750, on: .transport, "bus pass top-up")
budget.spend(6400, on: .fun, "concert")
budget.spend(9999, on: .fun, "headphones")
budget.spend(5, on: .transport, "rounding")

for category in Category.allCases {
    let spent = budget.spent(on: category)
    let left = budget.remaining(for: category)
    let flag = left < .zero ? " OVER" : ""
    print("\(category.rawValue): spent \(spent), left \(left), \(budget.percentUsed(category))%\(flag)")
}
print("total spent:", budget.totalSpent)
let biggest = budget.expenses.max { $0.amount < $1.amount }!
print("biggest:", biggest.note, biggest.amount)
let small = budget.expenses.filter { $0.amount < 5000 }.map(\.note)
print("small items:", small)
let byCategory = Dictionary(grouping: budget.expenses, by: \.category)
for category in Category.allCases {
    print(category.rawValue, byCategory[category]?.count ?? 0)
}
let overBudget = Category.allCases.filter { budget.remaining(for: $0) < .zero }.map(\.rawValue)
print("over budget:", overBudget)
print(Cents(raw: -5), Cents(raw: 100), Cents.zero, Cents(raw: Int64.max / 1_000_000_000))
// expect: rent: spent 1200.00, left 0.00, 100%
// expect: groceries: spent 173.65, left 226.35, 43%
// expect: transport: spent 27.55, left 72.45, 27%
// expect: fun: spent 163.99, left -13.99, 109% OVER
// expect: total spent: 1565.19
// expect: biggest: April rent 1200.00
// expect: small items: ["bus pass top-up", "rounding"]
// expect: rent 1
// expect: groceries 2
// expect: transport 2
// expect: fun 2
// expect: over budget: ["fun"]
// expect: -0.05 1.00 0.00 92233720.36
