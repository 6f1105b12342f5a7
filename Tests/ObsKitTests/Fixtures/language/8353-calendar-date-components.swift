// Foundation in app code: a fixed UTC Gregorian Calendar extracting dateComponents and building dates
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let date = Date(timeIntervalSince1970: 1_700_000_000)
let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
print("Year: \(parts.year!)")
print("Month: \(parts.month!), Day: \(parts.day!)")
print("Time: \(parts.hour!):\(parts.minute!):\(parts.second!)")
print("Weekday: \(parts.weekday!)")

print("Component month: \(calendar.component(.month, from: date))")

var components = DateComponents()
components.year = 2024
components.month = 2
components.day = 29
components.hour = 9
if let leapDay = calendar.date(from: components) {
    print("Leap day: \(Int(leapDay.timeIntervalSince1970))")
    let range = calendar.range(of: .day, in: .month, for: leapDay)!
    print("Days in Feb 2024: \(range.count)")
}

let start = calendar.startOfDay(for: date)
print("Start of day: \(Int(start.timeIntervalSince1970))")

// expect: Year: 2023
// expect: Month: 11, Day: 14
// expect: Time: 22:13:20
// expect: Weekday: 3
// expect: Component month: 11
// expect: Leap day: 1709197200
// expect: Days in Feb 2024: 29
// expect: Start of day: 1699920000
