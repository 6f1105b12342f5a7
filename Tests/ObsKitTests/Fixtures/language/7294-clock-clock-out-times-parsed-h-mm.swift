// Hacking with Swift style (timesheet): clock-in and clock-out times parsed with an "h:mm a" DateFormatter and hours summed per day
import Foundation

let parser = DateFormatter()
parser.locale = Locale(identifier: "en_US_POSIX")
parser.timeZone = TimeZone(identifier: "UTC")
parser.dateFormat = "yyyy-MM-dd h:mm a"

let us = Locale(identifier: "en_US")

struct Shift {
    let day: String
    let clockIn: String
    let clockOut: String
}

let shifts = [
    Shift(day: "2024-04-01", clockIn: "8:45 AM", clockOut: "5:15 PM"),
    Shift(day: "2024-04-02", clockIn: "9:00 AM", clockOut: "12:30 PM"),
    Shift(day: "2024-04-02", clockIn: "1:15 PM", clockOut: "6:00 PM"),
    Shift(day: "2024-04-03", clockIn: "10:00 PM", clockOut: "11:59 PM"),
    Shift(day: "2024-04-04", clockIn: "7:30 AM", clockOut: "oops"),
]

var hoursByDay: [String: Double] = [:]
for shift in shifts {
    guard let start = parser.date(from: "\(shift.day) \(shift.clockIn)"),
          let end = parser.date(from: "\(shift.day) \(shift.clockOut)") else {
        print("skipping \(shift.day): could not read \(shift.clockIn)-\(shift.clockOut)")
        continue
    }
    let hours = end.timeIntervalSince(start) / 3600
    hoursByDay[shift.day, default: 0] += hours
}

let hourStyle = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)).locale(us)
for day in hoursByDay.keys.sorted() {
    print(day, hoursByDay[day]!.formatted(hourStyle), "h")
}

let total = hoursByDay.values.reduce(0, +)
let rate = 32.5
print("total hours:", total.formatted(hourStyle))
print("gross pay:", (total * rate).formatted(.currency(code: "USD").locale(us)))
let overtime = max(0, total - 20)
print("overtime beyond 20h:", overtime.formatted(hourStyle))

let out = DateFormatter()
out.locale = Locale(identifier: "en_US_POSIX")
out.timeZone = TimeZone(identifier: "UTC")
out.dateFormat = "HH:mm"
if let late = parser.date(from: "2024-04-03 10:00 PM") {
    print("24h clock:", out.string(from: late))
}

// expect: skipping 2024-04-04: could not read 7:30 AM-oops
// expect: 2024-04-01 8.50 h
// expect: 2024-04-02 8.25 h
// expect: 2024-04-03 1.98 h
// expect: total hours: 18.73
// expect: gross pay: $608.83
// expect: overtime beyond 20h: 0.00
// expect: 24h clock: 22:00
