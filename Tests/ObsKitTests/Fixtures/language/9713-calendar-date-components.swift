// Apple docs, Date/Calendar/DateComponents: fixed dates, a Gregorian calendar in UTC, date arithmetic, components between dates, weekday names, ISO8601 and DateFormatter with fixed locale
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let launch = calendar.date(from: DateComponents(year: 2024, month: 1, day: 31, hour: 9, minute: 30))!
let iso = ISO8601DateFormatter()
iso.timeZone = calendar.timeZone
print("launch:", iso.string(from: launch))

let oneMonthLater = calendar.date(byAdding: .month, value: 1, to: launch)!
print("plus one month:", iso.string(from: oneMonthLater))
let plus90Days = calendar.date(byAdding: DateComponents(day: 90, hour: 12), to: launch)!
print("plus 90 days 12h:", iso.string(from: plus90Days))

let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: launch)
print(parts.year!, parts.month!, parts.day!, "weekday", parts.weekday!)
let leapDay = calendar.date(from: DateComponents(year: 2024, month: 2, day: 29))!
print("2024-02-29 valid:", calendar.component(.day, from: leapDay) == 29)
print("days in Feb 2024:", calendar.range(of: .day, in: .month, for: leapDay)!.count)

let deadline = iso.date(from: "2024-12-25T00:00:00Z")!
let diff = calendar.dateComponents([.month, .day, .hour, .minute], from: launch, to: deadline)
print("until deadline: \(diff.month!) months \(diff.day!) days \(diff.hour!) hours \(diff.minute!) minutes")
print("seconds:", Int(deadline.timeIntervalSince(launch)))

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = calendar.timeZone
formatter.dateFormat = "EEEE, d MMM yyyy HH:mm"
print(formatter.string(from: launch))
formatter.dateFormat = "yyyy-MM-dd"
let parsed = formatter.date(from: "2000-01-01")!
print(Int(parsed.timeIntervalSince1970), calendar.component(.weekday, from: parsed))

let epochPlus = Date(timeIntervalSince1970: 1_000_000_000)
print(iso.string(from: epochPlus), epochPlus > parsed)
let later = epochPlus.addingTimeInterval(86_400 * 7)
print(iso.string(from: later))

var mondays: [String] = []
var cursor = calendar.date(from: DateComponents(year: 2024, month: 3, day: 1))!
while calendar.component(.month, from: cursor) == 3 {
    if calendar.component(.weekday, from: cursor) == 2 {
        mondays.append(formatter.string(from: cursor))
    }
    cursor = calendar.date(byAdding: .day, value: 1, to: cursor)!
}
print("Mondays in March 2024:", mondays)
print(calendar.isDate(launch, inSameDayAs: calendar.startOfDay(for: launch)), iso.string(from: calendar.startOfDay(for: launch)))

// expect: launch: 2024-01-31T09:30:00Z
// expect: plus one month: 2024-02-29T09:30:00Z
// expect: plus 90 days 12h: 2024-04-30T21:30:00Z
// expect: 2024 1 31 weekday 4
// expect: 2024-02-29 valid: true
// expect: days in Feb 2024: 29
// expect: until deadline: 10 months 24 days 14 hours 30 minutes
// expect: seconds: 28391400
// expect: Wednesday, 31 Jan 2024 09:30
// expect: 946684800 7
// expect: 2001-09-09T01:46:40Z true
// expect: 2001-09-16T01:46:40Z
// expect: Mondays in March 2024: ["2024-03-04", "2024-03-11", "2024-03-18", "2024-03-25"]
// expect: true 2024-01-31T00:00:00Z
