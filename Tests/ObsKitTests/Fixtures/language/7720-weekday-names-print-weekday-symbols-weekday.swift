// Tutorial style (weekday names): print weekday symbols and the weekday of fixed dates with en_US locale
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.locale = Locale(identifier: "en_US_POSIX")
cal.timeZone = TimeZone(identifier: "UTC")!

print(cal.weekdaySymbols.joined(separator: ", "))
print(cal.shortWeekdaySymbols.joined(separator: " "))
print(cal.veryShortWeekdaySymbols.joined())
print("First weekday: \(cal.firstWeekday)")

let dates: [(String, TimeInterval)] = [
    ("Moon landing", -14_182_940),
    ("Y2K", 946_684_800),
    ("Epoch", 0),
    ("Billennium", 1_000_000_000),
]

for (label, t) in dates {
    let date = Date(timeIntervalSince1970: t)
    let wd = cal.component(.weekday, from: date)
    print("\(label): \(cal.weekdaySymbols[wd - 1])")
}
// expect: Sunday, Monday, Tuesday, Wednesday, Thursday, Friday, Saturday
// expect: Sun Mon Tue Wed Thu Fri Sat
// expect: SMTWTFS
// expect: First weekday: 1
// expect: Moon landing: Sunday
// expect: Y2K: Saturday
// expect: Epoch: Thursday
// expect: Billennium: Sunday
