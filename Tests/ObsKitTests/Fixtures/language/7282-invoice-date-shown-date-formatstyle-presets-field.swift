// Apple docs style (formatting data): one invoice date shown with Date.FormatStyle presets and field-by-field styles, locale and zone fixed
import Foundation

let locale = Locale(identifier: "en_US")
let zone = TimeZone(identifier: "UTC")!
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = zone

let issued = calendar.date(from: DateComponents(year: 2024, month: 3, day: 9, hour: 15, minute: 45))!
let due = calendar.date(byAdding: .day, value: 30, to: issued)!

let numeric = Date.FormatStyle(date: .numeric, time: .omitted, locale: locale, calendar: calendar, timeZone: zone)
let abbreviated = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: zone)
let long = Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: zone)
let complete = Date.FormatStyle(date: .complete, time: .omitted, locale: locale, calendar: calendar, timeZone: zone)

print("Issued (numeric):     ", issued.formatted(numeric))
print("Issued (abbreviated): ", issued.formatted(abbreviated))
print("Issued (long):        ", issued.formatted(long))
print("Issued (complete):    ", issued.formatted(complete))
print("Due:", due.formatted(long))

let base = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: zone)
print("Month and year:", issued.formatted(base.month(.wide).year()))
print("Short month/day:", due.formatted(base.month(.abbreviated).day()))
print("Weekday:", due.formatted(base.weekday(.wide)))

let reminders = [-7, -1, 0].map { calendar.date(byAdding: .day, value: $0, to: due)! }
for (offset, date) in zip([7, 1, 0], reminders) {
    let when = offset == 0 ? "on the due date" : "\(offset) day\(offset == 1 ? "" : "s") before"
    print("Reminder \(when): \(date.formatted(numeric))")
}
let overdueCheck = calendar.date(from: DateComponents(year: 2024, month: 4, day: 12))!
let late = calendar.dateComponents([.day], from: due, to: overdueCheck).day!
print(late > 0 ? "Overdue by \(late) days" : "Not overdue")

// expect: Issued (numeric):      3/9/2024
// expect: Issued (abbreviated):  Mar 9, 2024
// expect: Issued (long):         March 9, 2024
// expect: Issued (complete):     Saturday, March 9, 2024
// expect: Due: April 8, 2024
// expect: Month and year: March 2024
// expect: Short month/day: Apr 8
// expect: Weekday: Monday
// expect: Reminder 7 days before: 4/1/2024
// expect: Reminder 1 day before: 4/7/2024
// expect: Reminder on the due date: 4/8/2024
// expect: Overdue by 3 days
