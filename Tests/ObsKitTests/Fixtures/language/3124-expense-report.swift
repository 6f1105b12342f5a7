// App code style: expense tracker with enum categories, zip, stride over weeks and lazy filtering
enum Category: String, CaseIterable, Comparable {
    case food, transport, fun, rent
    static func < (l: Category, r: Category) -> Bool { l.rawValue < r.rawValue }
}

struct Expense {
    let day: Int
    let amount: Int
    let category: Category
}

let amounts = [12, 45, 8, 900, 23, 15, 60, 7, 33, 19, 5, 41]
let cats: [Category] = [.food, .transport, .fun, .rent, .food, .transport, .fun, .food, .food, .transport, .fun, .food]
let expenses = zip(1..., zip(amounts, cats)).map { Expense(day: $0, amount: $1.0, category: $1.1) }
print("Expenses: \(expenses.count)")

for weekStart in stride(from: 1, to: 13, by: 4) {
    let week = expenses.filter { $0.day >= weekStart && $0.day < weekStart + 4 }
    let total = week.reduce(0) { $0 + $1.amount }
    print("Days \(weekStart)-\(weekStart + 3): \(total)")
}

let totals = expenses.reduce(into: [Category: Int]()) { $0[$1.category, default: 0] += $1.amount }
for (category, total) in totals.sorted(by: { $0.value > $1.value }) {
    print("\(category.rawValue.padding(6)) \(total)")
}

var checked = 0
let firstBig = expenses.lazy.filter { e -> Bool in
    checked += 1
    return e.amount > 40
}.map { "day \($0.day): \($0.amount)" }.first
print("First big: \(firstBig ?? "none"), checked \(checked)")
print("Unused categories: \(Set(Category.allCases).subtracting(cats).sorted())")
print("Sorted categories: \(Category.allCases.sorted().map(\.rawValue))")

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: ".", count: width - count)
    }
}
// expect: Expenses: 12
// expect: Days 1-4: 965
// expect: Days 5-8: 105
// expect: Days 9-12: 98
// expect: rent.. 900
// expect: food.. 116
// expect: transport 79
// expect: fun... 73
// expect: First big: day 2: 45, checked 2
// expect: Unused categories: []
// expect: Sorted categories: ["food", "fun", "rent", "transport"]
