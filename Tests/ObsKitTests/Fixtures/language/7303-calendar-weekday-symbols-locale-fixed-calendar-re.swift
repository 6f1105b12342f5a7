// Swift with Majid style (weekday labels): calendar weekday symbols with a locale-fixed calendar and re-ordering for a Monday-first week
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.locale = Locale(identifier: "en_US_POSIX")
calendar.timeZone = TimeZone(identifier: "UTC")!

print("symbols:", calendar.weekdaySymbols)
print("short:", calendar.shortWeekdaySymbols)
print("very short:", calendar.veryShortWeekdaySymbols.joined())
print("months:", calendar.shortMonthSymbols.prefix(6).joined(separator: " "))

func orderedSymbols(firstWeekday: Int) -> [String] {
    let symbols = calendar.shortWeekdaySymbols
    let shift = firstWeekday - 1
    return Array(symbols[shift...] + symbols[..<shift])
}
print("Monday first:", orderedSymbols(firstWeekday: 2).joined(separator: " "))
print("Saturday first:", orderedSymbols(firstWeekday: 7).joined(separator: " "))

func mondayBasedIndex(of date: Date) -> Int {
    (calendar.component(.weekday, from: date) + 5) % 7
}

let dates = (0..<7).map { Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * 86_400 * 3) }
for date in dates {
    let weekday = calendar.component(.weekday, from: date)
    let name = calendar.weekdaySymbols[weekday - 1]
    let day = calendar.component(.day, from: date)
    let month = calendar.monthSymbols[calendar.component(.month, from: date) - 1]
    print("\(month) \(day): \(name), weekday \(weekday), Monday-based \(mondayBasedIndex(of: date))")
}

func daysUntil(_ target: Int, from date: Date) -> Int {
    (target - calendar.component(.weekday, from: date) + 7) % 7
}
print("days until next Friday from each:", dates.map { daysUntil(6, from: $0) })
let weekendCount = dates.filter { calendar.isDateInWeekend($0) }.count
print("weekend dates:", weekendCount)

// expect: symbols: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
// expect: short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
// expect: very short: SMTWTFS
// expect: months: Jan Feb Mar Apr May Jun
// expect: Monday first: Mon Tue Wed Thu Fri Sat Sun
// expect: Saturday first: Sat Sun Mon Tue Wed Thu Fri
// expect: January 1: Monday, weekday 2, Monday-based 0
// expect: January 4: Thursday, weekday 5, Monday-based 3
// expect: January 7: Sunday, weekday 1, Monday-based 6
// expect: January 10: Wednesday, weekday 4, Monday-based 2
// expect: January 13: Saturday, weekday 7, Monday-based 5
// expect: January 16: Tuesday, weekday 3, Monday-based 1
// expect: January 19: Friday, weekday 6, Monday-based 4
// expect: days until next Friday from each: [4, 1, 5, 2, 6, 3, 0]
// expect: weekend dates: 2
