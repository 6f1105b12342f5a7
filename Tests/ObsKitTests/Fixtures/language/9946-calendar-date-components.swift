// Apple docs style (Calendar dateComponents): breaking a date into parts
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")

let date = Date(timeIntervalSince1970: 1_709_222_645) // leap day 2024
let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
print("year:", parts.year!)
print("month:", parts.month!)
print("day:", parts.day!)
print("time: \(parts.hour!):\(parts.minute!):\(parts.second!)")
print("weekday:", parts.weekday!, calendar.weekdaySymbols[parts.weekday! - 1])

// Single components
print("component(.month):", calendar.component(.month, from: date))
print("component(.weekOfYear):", calendar.component(.weekOfYear, from: date))
print("component(.quarter) via month:", (calendar.component(.month, from: date) - 1) / 3 + 1)

// Building a date from components
var birthday = DateComponents()
birthday.year = 1990
birthday.month = 7
birthday.day = 15
birthday.hour = 9
if let d = calendar.date(from: birthday) {
    print("built date:", d)
    print("built weekday:", calendar.component(.weekday, from: d))
}

// Overflowing components are normalized
var overflow = DateComponents()
overflow.year = 2023
overflow.month = 14
overflow.day = 35
if let d = calendar.date(from: overflow) {
    let back = calendar.dateComponents([.year, .month, .day], from: d)
    print("normalized: \(back.year!)-\(back.month!)-\(back.day!)")
}

// Checking a few predicates
let dates = [0.0, 1_709_164_800, 1_709_424_000, 1_709_251_199].map { Date(timeIntervalSince1970: $0) }
for d in dates {
    let c = calendar.dateComponents([.year, .month, .day], from: d)
    let weekend = calendar.isDateInWeekend(d)
    print("\(c.year!)-\(c.month!)-\(c.day!) weekend=\(weekend) sameDayAsLeap=\(calendar.isDate(d, inSameDayAs: date))")
}

// Month and weekday symbols from the POSIX-locale calendar
let posix = calendar
print("months:", posix.shortMonthSymbols.prefix(4).joined(separator: " "))
print("weekdays:", posix.shortWeekdaySymbols.joined(separator: " "))
print("first weekday:", posix.firstWeekday)

// DateComponents value semantics and isValidDate
var dc = DateComponents(year: 2023, month: 2, day: 29)
print("2023-02-29 valid:", dc.isValidDate(in: calendar))
dc.year = 2024
print("2024-02-29 valid:", dc.isValidDate(in: calendar))

// expect: year: 2024
// expect: month: 2
// expect: day: 29
// expect: time: 16:4:5
// expect: weekday: 5 Thursday
// expect: component(.month): 2
// expect: component(.weekOfYear): 9
// expect: component(.quarter) via month: 1
// expect: built date: 1990-07-15 09:00:00 +0000
// expect: built weekday: 1
// expect: normalized: 2024-3-6
// expect: 1970-1-1 weekend=false sameDayAsLeap=false
// expect: 2024-2-29 weekend=false sameDayAsLeap=true
// expect: 2024-3-3 weekend=true sameDayAsLeap=false
// expect: 2024-2-29 weekend=false sameDayAsLeap=true
// expect: months: Jan Feb Mar Apr
// expect: weekdays: Sun Mon Tue Wed Thu Fri Sat
// expect: first weekday: 1
// expect: 2023-02-29 valid: false
// expect: 2024-02-29 valid: true
