// Swift with Majid style (quarterly report): quarter and fiscal-year boundaries from months, dateInterval(of:for:) and sales totals per quarter
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let us = Locale(identifier: "en_US")

let short = DateFormatter()
short.locale = Locale(identifier: "en_US_POSIX")
short.timeZone = calendar.timeZone
short.dateFormat = "MMM d"

struct Sale {
    let date: Date
    let amount: Double
}

func date(_ m: Int, _ d: Int) -> Date {
    calendar.date(from: DateComponents(year: 2024, month: m, day: d))!
}

let sales = [
    Sale(date: date(1, 12), amount: 1200), Sale(date: date(2, 28), amount: 830.5),
    Sale(date: date(4, 1), amount: 2100), Sale(date: date(6, 30), amount: 99.99),
    Sale(date: date(7, 4), amount: 1450), Sale(date: date(11, 29), amount: 3999),
    Sale(date: date(12, 31), amount: 250),
]

func quarter(of date: Date) -> Int {
    (calendar.component(.month, from: date) - 1) / 3 + 1
}

func quarterInterval(_ q: Int) -> DateInterval {
    let start = date((q - 1) * 3 + 1, 1)
    let end = calendar.date(byAdding: .month, value: 3, to: start)!
    return DateInterval(start: start, end: end)
}

var totals: [Int: Double] = [:]
for sale in sales { totals[quarter(of: sale.date), default: 0] += sale.amount }

for q in 1...4 {
    let interval = quarterInterval(q)
    let lastDay = calendar.date(byAdding: .day, value: -1, to: interval.end)!
    let days = Int(interval.duration / 86_400)
    let total = (totals[q] ?? 0).formatted(.currency(code: "USD").locale(us))
    print("Q\(q) \(short.string(from: interval.start))-\(short.string(from: lastDay)) (\(days) days): \(total)")
}

// A fiscal year that starts in October.
func fiscalYear(of date: Date) -> Int {
    let year = calendar.component(.year, from: date)
    return calendar.component(.month, from: date) >= 10 ? year + 1 : year
}
print("fiscal years:", sales.map { fiscalYear(of: $0.date) })

if let month = calendar.dateInterval(of: .month, for: date(2, 10)) {
    print("Feb interval days:", Int(month.duration / 86_400), "starts", short.string(from: month.start))
}
let best = totals.max { $0.value < $1.value }!
print("best quarter: Q\(best.key)")

// expect: Q1 Jan 1-Mar 31 (91 days): $2,030.50
// expect: Q2 Apr 1-Jun 30 (91 days): $2,199.99
// expect: Q3 Jul 1-Sep 30 (92 days): $1,450.00
// expect: Q4 Oct 1-Dec 31 (92 days): $4,249.00
// expect: fiscal years: [2024, 2024, 2024, 2024, 2024, 2025, 2025]
// expect: Feb interval days: 29 starts Feb 1
// expect: best quarter: Q4
