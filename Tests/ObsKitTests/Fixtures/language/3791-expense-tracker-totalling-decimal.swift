// App code style: an expense tracker totalling Decimal amounts per category with sorted output
import Foundation

struct Expense {
    let title: String
    let category: String
    let amount: Decimal
}

let expenses = [
    Expense(title: "Coffee", category: "food", amount: Decimal(string: "3.45")!),
    Expense(title: "Bus pass", category: "transport", amount: Decimal(string: "42.00")!),
    Expense(title: "Lunch", category: "food", amount: Decimal(string: "11.90")!),
    Expense(title: "Book", category: "fun", amount: Decimal(string: "15.99")!),
    Expense(title: "Taxi", category: "transport", amount: Decimal(string: "18.35")!),
    Expense(title: "Snack", category: "food", amount: Decimal(string: "0.10")!),
]

var byCategory: [String: Decimal] = [:]
for e in expenses {
    byCategory[e.category, default: 0] += e.amount
}
for key in byCategory.keys.sorted() {
    print("\(key): \(byCategory[key]!)")
}
let total = expenses.reduce(Decimal(0)) { $0 + $1.amount }
print("total: \(total)")

let budget = Decimal(100)
let remaining = budget - total
print("remaining: \(remaining)")
print("over budget: \(total > budget)")

let biggest = expenses.max { $0.amount < $1.amount }!
print("biggest: \(biggest.title) \(biggest.amount)")

let f = NumberFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.numberStyle = .percent
f.maximumFractionDigits = 1
for key in byCategory.keys.sorted() {
    let share = NSDecimalNumber(decimal: byCategory[key]! / total)
    print("\(key) share: \(f.string(from: share)!)")
}
let perItem = total / Decimal(expenses.count)
var rounded = Decimal()
var source = perItem
NSDecimalRound(&rounded, &source, 2, .plain)
print("average per item: \(rounded)")
// expect: food: 15.45
// expect: fun: 15.99
// expect: transport: 60.35
// expect: total: 91.79
// expect: remaining: 8.21
// expect: over budget: false
// expect: biggest: Bus pass 42
// expect: food share: 16.8%
// expect: fun share: 17.4%
// expect: transport share: 65.7%
// expect: average per item: 15.3
