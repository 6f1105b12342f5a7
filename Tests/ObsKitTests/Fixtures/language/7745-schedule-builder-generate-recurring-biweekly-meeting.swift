// Tutorial style (schedule builder): generate a recurring biweekly meeting list with DateComponents stepping
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "America/New_York")!

let out = DateFormatter()
out.locale = Locale(identifier: "en_US_POSIX")
out.timeZone = cal.timeZone
out.dateFormat = "EEE MMM d, h:mm a"

let first = cal.date(from: DateComponents(year: 2024, month: 2, day: 20, hour: 9, minute: 30))!
var meetings: [Date] = []
for i in 0..<8 {
    meetings.append(cal.date(byAdding: .day, value: 14 * i, to: first)!)
}

for (n, m) in meetings.enumerated() {
    let utcHour = Int(m.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) / 3600)
    print("#\(n + 1) \(out.string(from: m)) (UTC hour \(utcHour))")
}

let window = DateInterval(start: cal.date(from: DateComponents(year: 2024, month: 4, day: 1))!,
                          end: cal.date(from: DateComponents(year: 2024, month: 5, day: 1))!)
let inApril = meetings.filter { window.contains($0) }
print("Meetings in April: \(inApril.count)")
// expect: #1 Tue Feb 20, 9:30 AM (UTC hour 14)
// expect: #2 Tue Mar 5, 9:30 AM (UTC hour 14)
// expect: #3 Tue Mar 19, 9:30 AM (UTC hour 13)
// expect: #4 Tue Apr 2, 9:30 AM (UTC hour 13)
// expect: #5 Tue Apr 16, 9:30 AM (UTC hour 13)
// expect: #6 Tue Apr 30, 9:30 AM (UTC hour 13)
// expect: #7 Tue May 14, 9:30 AM (UTC hour 13)
// expect: #8 Tue May 28, 9:30 AM (UTC hour 13)
// expect: Meetings in April: 3
