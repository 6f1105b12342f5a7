// Tutorial style (date components): extract year, month, day, hour from a fixed timestamp in UTC
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let launch = Date(timeIntervalSince1970: 1_700_000_000)
let parts = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: launch)

print("Year: \(parts.year!)")
print("Month: \(parts.month!)")
print("Day: \(parts.day!)")
print("Time: \(parts.hour!):\(parts.minute!):\(parts.second!)")

let weekday = cal.component(.weekday, from: launch)
print("Weekday number: \(weekday)")
print("Is weekend: \(cal.isDateInWeekend(launch))")

if let nano = parts.nanosecond {
    print("nanosecond present: \(nano)")
} else {
    print("nanosecond not requested")
}
// expect: Year: 2023
// expect: Month: 11
// expect: Day: 14
// expect: Time: 22:13:20
// expect: Weekday number: 3
// expect: Is weekend: false
// expect: nanosecond not requested
