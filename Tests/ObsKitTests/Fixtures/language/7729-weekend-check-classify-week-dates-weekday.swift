// Tutorial style (weekend check): classify a week of dates as weekday or weekend
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.locale = Locale(identifier: "en_US_POSIX")

let monday = cal.date(from: DateComponents(year: 2024, month: 4, day: 8))!
var weekendCount = 0
for offset in 0..<9 {
    let day = cal.date(byAdding: .day, value: offset, to: monday)!
    let idx = cal.component(.weekday, from: day) - 1
    let name = cal.weekdaySymbols[idx]
    let weekend = cal.isDateInWeekend(day)
    if weekend { weekendCount += 1 }
    let dom = cal.component(.day, from: day)
    print("Apr \(dom) \(name): \(weekend ? "weekend" : "workday")")
}
print("Weekend days: \(weekendCount)")
// expect: Apr 8 Monday: workday
// expect: Apr 9 Tuesday: workday
// expect: Apr 10 Wednesday: workday
// expect: Apr 11 Thursday: workday
// expect: Apr 12 Friday: workday
// expect: Apr 13 Saturday: weekend
// expect: Apr 14 Sunday: weekend
// expect: Apr 15 Monday: workday
// expect: Apr 16 Tuesday: workday
// expect: Weekend days: 2
