// Apple docs style (Calendar range(of:in:for:)): days in a month and other unit ranges
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")

func date(_ y: Int, _ m: Int, _ d: Int) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d))!
}

// Number of days in each month of a leap year and a common year
for year in [2023, 2024] {
    let lengths = (1...12).map { month -> Int in
        calendar.range(of: .day, in: .month, for: date(year, month, 1))!.count
    }
    print("\(year):", lengths.map(String.init).joined(separator: " "), "total:", lengths.reduce(0, +))
}

// The Range itself
let feb = date(2024, 2, 10)
if let days = calendar.range(of: .day, in: .month, for: feb) {
    print("Feb 2024 days range:", days.lowerBound, "..<", days.upperBound)
}
print("days in year 2024:", calendar.range(of: .day, in: .year, for: feb)!.count)
print("months in year:", calendar.range(of: .month, in: .year, for: feb)!)
print("hours in day:", calendar.range(of: .hour, in: .day, for: feb)!)
print("weekdays in week:", calendar.range(of: .weekday, in: .weekOfYear, for: feb)!)

// Leap-year helper built on range(of:in:for:)
func isLeap(_ year: Int) -> Bool {
    calendar.range(of: .day, in: .year, for: date(year, 1, 1))!.count == 366
}
let years = [1900, 2000, 2023, 2024, 2100]
print("leap:", years.map { "\($0)=\(isLeap($0))" }.joined(separator: " "))

// dateInterval(of:for:) gives the start and length of the enclosing unit
let mid = Date(timeIntervalSince1970: 1_710_504_000) // 2024-03-15 12:00 UTC
for unit in [Calendar.Component.day, .weekOfYear, .month, .year] {
    if let interval = calendar.dateInterval(of: unit, for: mid) {
        print("\(unit): start=\(interval.start) days=\(Int(interval.duration / 86_400))")
    }
}

// ordinality(of:in:for:)
print("day of year:", calendar.ordinality(of: .day, in: .year, for: mid)!)
print("week of month:", calendar.ordinality(of: .weekOfMonth, in: .month, for: mid)!)
print("day of week:", calendar.ordinality(of: .day, in: .weekOfYear, for: mid)!)

// Last day of each quarter
for month in [3, 6, 9, 12] {
    let first = date(2024, month, 1)
    let last = calendar.range(of: .day, in: .month, for: first)!.count
    print("Q\(month / 3) ends on 2024-\(String(format: "%02d", month))-\(last)")
}

// expect: 2023: 31 28 31 30 31 30 31 31 30 31 30 31 total: 365
// expect: 2024: 31 29 31 30 31 30 31 31 30 31 30 31 total: 366
// expect: Feb 2024 days range: 1 ..< 30
// expect: days in year 2024: 366
// expect: months in year: 1..<13
// expect: hours in day: 0..<24
// expect: weekdays in week: 1..<8
// expect: leap: 1900=false 2000=true 2023=false 2024=true 2100=false
// expect: day: start=2024-03-15 00:00:00 +0000 days=1
// expect: weekOfYear: start=2024-03-10 00:00:00 +0000 days=7
// expect: month: start=2024-03-01 00:00:00 +0000 days=31
// expect: year: start=2024-01-01 00:00:00 +0000 days=366
// expect: day of year: 75
// expect: week of month: 3
// expect: day of week: 6
// expect: Q1 ends on 2024-03-31
// expect: Q2 ends on 2024-06-30
// expect: Q3 ends on 2024-09-30
// expect: Q4 ends on 2024-12-31
