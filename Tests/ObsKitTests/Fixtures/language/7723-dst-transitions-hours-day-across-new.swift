// Tutorial style (DST transitions): hours in a day across New York daylight-saving changes
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "America/New_York")!

func hoursInDay(_ y: Int, _ m: Int, _ d: Int) -> Double {
    let start = cal.date(from: DateComponents(year: y, month: m, day: d))!
    let next = cal.date(byAdding: .day, value: 1, to: start)!
    return next.timeIntervalSince(start) / 3600
}

print("2024-03-09: \(hoursInDay(2024, 3, 9)) hours")
print("2024-03-10: \(hoursInDay(2024, 3, 10)) hours")
print("2024-11-03: \(hoursInDay(2024, 11, 3)) hours")
print("2024-07-04: \(hoursInDay(2024, 7, 4)) hours")

let tz = cal.timeZone
let winter = cal.date(from: DateComponents(year: 2024, month: 1, day: 15))!
let summer = cal.date(from: DateComponents(year: 2024, month: 7, day: 15))!
print("Winter offset: \(tz.secondsFromGMT(for: winter) / 3600)")
print("Summer offset: \(tz.secondsFromGMT(for: summer) / 3600)")
print("DST in summer: \(tz.isDaylightSavingTime(for: summer))")
print("DST in winter: \(tz.isDaylightSavingTime(for: winter))")
if let transition = tz.nextDaylightSavingTimeTransition(after: winter) {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd HH:mm"
    print("Next transition (UTC): \(f.string(from: transition))")
}
// expect: 2024-03-09: 24.0 hours
// expect: 2024-03-10: 23.0 hours
// expect: 2024-11-03: 25.0 hours
// expect: 2024-07-04: 24.0 hours
// expect: Winter offset: -5
// expect: Summer offset: -4
// expect: DST in summer: true
// expect: DST in winter: false
// expect: Next transition (UTC): 2024-03-10 07:00
