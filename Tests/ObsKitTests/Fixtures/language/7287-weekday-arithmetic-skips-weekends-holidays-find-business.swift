// Sarunw style (delivery estimate): weekday arithmetic that skips weekends and holidays to find a business-day delivery date
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = calendar.timeZone
formatter.dateFormat = "EEE yyyy-MM-dd"

func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d))!
}

let holidays = [day(2024, 12, 25), day(2024, 12, 26), day(2025, 1, 1)]

func isBusinessDay(_ date: Date) -> Bool {
    let weekday = calendar.component(.weekday, from: date)
    if weekday == 1 || weekday == 7 { return false }
    return !holidays.contains { calendar.isDate($0, inSameDayAs: date) }
}

func adding(businessDays: Int, to start: Date) -> Date {
    var date = start
    var left = businessDays
    while left > 0 {
        date = calendar.date(byAdding: .day, value: 1, to: date)!
        if isBusinessDay(date) { left -= 1 }
    }
    return date
}

let orders: [(String, Date, Int)] = [
    ("A-1", day(2024, 12, 20), 3),
    ("A-2", day(2024, 12, 23), 2),
    ("A-3", day(2024, 12, 28), 1),
    ("A-4", day(2024, 12, 30), 5),
]

for (id, placed, days) in orders {
    let arrives = adding(businessDays: days, to: placed)
    let calendarDays = calendar.dateComponents([.day], from: placed, to: arrives).day!
    print("\(id): placed \(formatter.string(from: placed)), \(days) business days -> \(formatter.string(from: arrives)) (\(calendarDays) calendar days)")
}

let december = calendar.range(of: .day, in: .month, for: day(2024, 12, 1))!
let workDays = december.filter { isBusinessDay(day(2024, 12, $0)) }.count
print("business days in Dec 2024:", workDays)
let friday = 6
let daysToFriday = (friday - calendar.component(.weekday, from: day(2024, 12, 2)) + 7) % 7
print("days from Mon Dec 2 to Friday:", daysToFriday)

// expect: A-1: placed Fri 2024-12-20, 3 business days -> Fri 2024-12-27 (7 calendar days)
// expect: A-2: placed Mon 2024-12-23, 2 business days -> Fri 2024-12-27 (4 calendar days)
// expect: A-3: placed Sat 2024-12-28, 1 business days -> Mon 2024-12-30 (2 calendar days)
// expect: A-4: placed Mon 2024-12-30, 5 business days -> Tue 2025-01-07 (8 calendar days)
// expect: business days in Dec 2024: 20
// expect: days from Mon Dec 2 to Friday: 4
