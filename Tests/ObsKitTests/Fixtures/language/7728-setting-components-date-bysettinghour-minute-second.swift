// Tutorial style (setting components): date(bySettingHour:minute:second:of:) and date(bySetting:value:of:)
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "Europe/Paris")!

let out = DateFormatter()
out.locale = Locale(identifier: "en_US_POSIX")
out.timeZone = cal.timeZone
out.dateFormat = "yyyy-MM-dd HH:mm:ss"

let base = cal.date(from: DateComponents(year: 2023, month: 10, day: 18, hour: 14, minute: 27, second: 9))!
print("Base: \(out.string(from: base))")

if let nine = cal.date(bySettingHour: 9, minute: 0, second: 0, of: base) {
    print("At nine: \(out.string(from: nine))")
}
if let endOfDay = cal.date(bySettingHour: 23, minute: 59, second: 59, of: base) {
    print("End of day: \(out.string(from: endOfDay))")
}
if let day25 = cal.date(bySetting: .day, value: 25, of: base) {
    print("Day 25: \(out.string(from: day25))")
}
if let hour3 = cal.date(bySetting: .hour, value: 3, of: base) {
    print("Hour 3: \(out.string(from: hour3))")
}
let startOfMonth = cal.date(from: cal.dateComponents([.year, .month], from: base))!
print("Start of month: \(out.string(from: startOfMonth))")
// expect: Base: 2023-10-18 14:27:09
// expect: At nine: 2023-10-18 09:00:00
// expect: End of day: 2023-10-18 23:59:59
// expect: Day 25: 2023-10-25 00:00:00
// expect: Hour 3: 2023-10-19 03:00:00
// expect: Start of month: 2023-10-01 00:00:00
