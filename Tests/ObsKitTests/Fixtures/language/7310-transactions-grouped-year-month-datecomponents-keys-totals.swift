// Hacking with Swift style (spending report): transactions grouped by year and month with DateComponents keys, totals and month names
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let us = Locale(identifier: "en_US")

let monthTitle = DateFormatter()
monthTitle.locale = Locale(identifier: "en_US_POSIX")
monthTitle.timeZone = calendar.timeZone
monthTitle.dateFormat = "MMMM yyyy"

struct Transaction {
    let merchant: String
    let amount: Double
    let at: Date
}

let csv = """
Grocer,54.20,1701388800
Cinema,18.00,1701475200
Grocer,61.75,1703980800
Airline,420.00,1704067199
Bakery,6.50,1704067200
Grocer,47.10,1706659200
Bakery,4.25,1706745600
"""

let transactions = csv.split(separator: "\n").compactMap { line -> Transaction? in
    let fields = line.split(separator: ",")
    guard fields.count == 3, let amount = Double(fields[1]), let seconds = Double(fields[2]) else { return nil }
    return Transaction(merchant: String(fields[0]), amount: amount, at: Date(timeIntervalSince1970: seconds))
}

let byMonth = Dictionary(grouping: transactions) { calendar.dateComponents([.year, .month], from: $0.at) }
let keys = byMonth.keys.sorted { ($0.year!, $0.month!) < ($1.year!, $1.month!) }
let money = FloatingPointFormatStyle<Double>.Currency(code: "USD").locale(us)

for key in keys {
    let items = byMonth[key]!
    let title = monthTitle.string(from: calendar.date(from: key)!)
    let total = items.map(\.amount).reduce(0, +)
    print("\(title): \(items.count) transactions, \(total.formatted(money))")
    let merchants = Dictionary(grouping: items, by: \.merchant).mapValues { $0.map(\.amount).reduce(0, +) }
    for name in merchants.keys.sorted() {
        print("  \(name): \(merchants[name]!.formatted(money))")
    }
}

let grand = transactions.map(\.amount).reduce(0, +)
print("grand total:", grand.formatted(money))
let average = grand / Double(keys.count)
print("monthly average:", average.formatted(.number.precision(.fractionLength(2)).locale(us)))
let biggest = transactions.max { $0.amount < $1.amount }!
print("biggest:", biggest.merchant, biggest.at.formatted(.iso8601))

// expect: December 2023: 4 transactions, $553.95
// expect:   Airline: $420.00
// expect:   Cinema: $18.00
// expect:   Grocer: $115.95
// expect: January 2024: 2 transactions, $53.60
// expect:   Bakery: $6.50
// expect:   Grocer: $47.10
// expect: February 2024: 1 transactions, $4.25
// expect:   Bakery: $4.25
// expect: grand total: $611.80
// expect: monthly average: 203.93
// expect: biggest: Airline 2023-12-31T23:59:59Z
