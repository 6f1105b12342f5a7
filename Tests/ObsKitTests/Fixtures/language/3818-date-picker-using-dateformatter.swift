// App code style: a date picker using DateFormatter styles and month and weekday symbol arrays
import Foundation

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = TimeZone(identifier: "UTC")!

print("months:", f.monthSymbols.joined(separator: ","))
print("short months:", f.shortMonthSymbols.joined(separator: ","))
print("weekdays:", f.weekdaySymbols.joined(separator: ","))
print("very short:", f.veryShortWeekdaySymbols.joined(separator: ""))
print("am/pm:", f.amSymbol ?? "-", f.pmSymbol ?? "-")

let moment = Date(timeIntervalSince1970: 1_735_689_599) // 2024-12-31 23:59:59 UTC
let styles: [(String, DateFormatter.Style)] = [("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full)]
for (name, style) in styles {
    f.dateStyle = style
    f.timeStyle = .none
    print("date \(name): [\(f.string(from: moment))]")
}
f.dateStyle = .none
for (name, style) in styles.dropFirst() {
    f.timeStyle = style
    print("time \(name): [\(f.string(from: moment))]")
}

f.dateFormat = "yyyy-'W'ww-e"
print("week format:", f.string(from: moment))
f.dateFormat = "YYYY-'W'ww"
print("week-year format:", f.string(from: moment))
f.dateFormat = "QQQ yyyy, MMM"
print("quarter:", f.string(from: moment))
f.dateFormat = "h:mm:ss.SSS a"
print("precise:", f.string(from: moment.addingTimeInterval(0.125)))
f.dateFormat = "d MMM yyyy"
let picks = ["5 Jan 2025", "31 Feb 2025", "12 Dec 2024"]
for p in picks {
    print("\(p) -> \(f.date(from: p).map { String(Int($0.timeIntervalSince1970)) } ?? "nil")")
}
// expect: months: January,February,March,April,May,June,July,August,September,October,November,December
// expect: short months: Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec
// expect: weekdays: Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday
// expect: very short: SMTWTFS
// expect: am/pm: AM PM
// expect: date none: []
// expect: date short: [12/31/24]
// expect: date medium: [Dec 31, 2024]
// expect: date long: [December 31, 2024]
// expect: date full: [Tuesday, December 31, 2024]
// expect: time short: [11:59 PM]
// expect: time medium: [11:59:59 PM]
// expect: time long: [11:59:59 PM GMT]
// expect: time full: [11:59:59 PM Greenwich Mean Time]
// expect: week format: 2024-W01-3
// expect: week-year format: 2025-W01
// expect: quarter: Q4 2024, Dec
// expect: precise: 11:59:59.125 PM
// expect: 5 Jan 2025 -> 1736035200
// expect: 31 Feb 2025 -> nil
// expect: 12 Dec 2024 -> 1733961600
