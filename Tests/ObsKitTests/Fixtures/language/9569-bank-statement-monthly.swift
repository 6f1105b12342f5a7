// Bank statement: transactions with fixed UTC dates, running balance, monthly totals grouped by "yyyy-MM" (expected output from swiftc 6.3.1 on Linux)
import Foundation

enum Category: String { case salary, rent, groceries, transport, fun }

struct Transaction {
    let date: Date
    let amount: Decimal
    let category: Category
    let memo: String
}

let iso = ISO8601DateFormatter()
func tx(_ day: String, _ amount: String, _ cat: Category, _ memo: String) -> Transaction {
    Transaction(date: iso.date(from: day + "T12:00:00Z")!, amount: Decimal(string: amount)!, category: cat, memo: memo)
}

let transactions = [
    tx("2024-03-01", "3200", .salary, "March pay"),
    tx("2024-03-02", "-1250", .rent, "Flat"),
    tx("2024-03-09", "-84.35", .groceries, "Market"),
    tx("2024-03-15", "-42.5", .transport, "Rail card"),
    tx("2024-03-27", "-19.99", .fun, "Cinema"),
    tx("2024-04-01", "3200", .salary, "April pay"),
    tx("2024-04-02", "-1250", .rent, "Flat"),
    tx("2024-04-11", "-102.1", .groceries, "Market"),
    tx("2024-04-20", "-60", .fun, "Concert"),
    tx("2024-02-28", "-15.25", .groceries, "Corner shop"),
]

let monthKey = DateFormatter()
monthKey.locale = Locale(identifier: "en_US_POSIX")
monthKey.timeZone = TimeZone(identifier: "UTC")
monthKey.dateFormat = "yyyy-MM"
let dayFmt = DateFormatter()
dayFmt.locale = monthKey.locale
dayFmt.timeZone = monthKey.timeZone
dayFmt.dateFormat = "dd MMM"

var balance: Decimal = 500
for t in transactions.sorted(by: { $0.date < $1.date }) {
    balance += t.amount
    print("\(dayFmt.string(from: t.date)) \(t.memo.padding(toLength: 12, withPad: " ", startingAt: 0)) \(t.amount) -> \(balance)")
}

let byMonth = Dictionary(grouping: transactions) { monthKey.string(from: $0.date) }
for month in byMonth.keys.sorted() {
    let items = byMonth[month]!
    let income = items.filter { $0.amount > 0 }.reduce(Decimal(0)) { $0 + $1.amount }
    let spent = items.filter { $0.amount < 0 }.reduce(Decimal(0)) { $0 - $1.amount }
    print("\(month): in \(income) out \(spent) net \(income - spent)")
}

let spendByCategory = transactions.filter { $0.amount < 0 }
    .reduce(into: [Category: Decimal]()) { $0[$1.category, default: 0] -= $1.amount }
for (cat, total) in spendByCategory.sorted(by: { $0.value > $1.value }) {
    print(cat.rawValue, total)
}
let biggest = transactions.min { $0.amount < $1.amount }!
print("largest outflow:", biggest.memo, biggest.amount, "final balance:", balance)

// expect: 28 Feb Corner shop  -15.25 -> 484.75
// expect: 01 Mar March pay    3200 -> 3684.75
// expect: 02 Mar Flat         -1250 -> 2434.75
// expect: 09 Mar Market       -84.35 -> 2350.4
// expect: 15 Mar Rail card    -42.5 -> 2307.9
// expect: 27 Mar Cinema       -19.99 -> 2287.91
// expect: 01 Apr April pay    3200 -> 5487.91
// expect: 02 Apr Flat         -1250 -> 4237.91
// expect: 11 Apr Market       -102.1 -> 4135.81
// expect: 20 Apr Concert      -60 -> 4075.81
// expect: 2024-02: in 0 out 15.25 net -15.25
// expect: 2024-03: in 3200 out 1396.84 net 1803.16
// expect: 2024-04: in 3200 out 1412.1 net 1787.9
// expect: rent 2500
// expect: groceries 201.7
// expect: fun 79.99
// expect: transport 42.5
// expect: largest outflow: Flat -1250 final balance: 4075.81
