// Tutorial style (date ranges): iterate a closed range of days with stride over TimeInterval and Calendar
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let start = cal.date(from: DateComponents(year: 2024, month: 2, day: 26))!
let end = cal.date(from: DateComponents(year: 2024, month: 3, day: 3))!

let df = DateFormatter()
df.locale = Locale(identifier: "en_US_POSIX")
df.timeZone = cal.timeZone
df.dateFormat = "MM/dd EEE"

var labels: [String] = []
for t in stride(from: start.timeIntervalSince1970, through: end.timeIntervalSince1970, by: 86_400) {
    labels.append(df.string(from: Date(timeIntervalSince1970: t)))
}
print(labels.joined(separator: " | "))

let range = start...end
let probe = cal.date(from: DateComponents(year: 2024, month: 2, day: 29, hour: 12))!
print("Leap day in range: \(range.contains(probe))")
print("End in range: \(range.contains(end))")
print("Half-open contains end: \((start..<end).contains(end))")
let count = cal.dateComponents([.day], from: start, to: end).day! + 1
print("Days listed: \(labels.count), computed: \(count)")
// expect: 02/26 Mon | 02/27 Tue | 02/28 Wed | 02/29 Thu | 03/01 Fri | 03/02 Sat | 03/03 Sun
// expect: Leap day in range: true
// expect: End in range: true
// expect: Half-open contains end: false
// expect: Days listed: 7, computed: 7
