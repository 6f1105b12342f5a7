// Tutorial style (business days): count working days between two dates, skipping weekends
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "Europe/Paris")!

func businessDays(from start: Date, to end: Date) -> Int {
    var count = 0
    var day = cal.startOfDay(for: start)
    let last = cal.startOfDay(for: end)
    while day <= last {
        if !cal.isDateInWeekend(day) {
            count += 1
        }
        day = cal.date(byAdding: .day, value: 1, to: day)!
    }
    return count
}

func date(_ y: Int, _ m: Int, _ d: Int) -> Date {
    cal.date(from: DateComponents(year: y, month: m, day: d))!
}

print("March 2024: \(businessDays(from: date(2024, 3, 1), to: date(2024, 3, 31)))")
print("One week: \(businessDays(from: date(2024, 5, 6), to: date(2024, 5, 12)))")
print("Weekend only: \(businessDays(from: date(2024, 5, 11), to: date(2024, 5, 12)))")

func addBusinessDays(_ n: Int, to start: Date) -> Date {
    var d = start
    var added = 0
    while added < n {
        d = cal.date(byAdding: .day, value: 1, to: d)!
        if !cal.isDateInWeekend(d) { added += 1 }
    }
    return d
}
let due = addBusinessDays(10, to: date(2024, 12, 20))
let c = cal.dateComponents([.year, .month, .day], from: due)
print("10 business days after Dec 20: \(c.year!)-\(c.month!)-\(c.day!)")
// expect: March 2024: 21
// expect: One week: 5
// expect: Weekend only: 0
// expect: 10 business days after Dec 20: 2025-1-3
