// Tutorial style (Date arithmetic): adding intervals to fixed dates and measuring differences
import Foundation

let start = Date(timeIntervalSince1970: 1_700_000_000)
let oneDay: TimeInterval = 24 * 60 * 60
let later = start.addingTimeInterval(3 * oneDay + 3600)

print(start.timeIntervalSince1970)
print(later.timeIntervalSince1970)
print(later.timeIntervalSince(start))
print(later > start)
print(start.compare(later) == .orderedAscending)

let diffHours = later.timeIntervalSince(start) / 3600
print("hours between:", diffHours)

let ref = Date(timeIntervalSinceReferenceDate: 0)
print(ref.timeIntervalSince1970)

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let comps = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: start)
print(comps.year!, comps.month!, comps.day!, comps.hour!, comps.minute!)

if let nextMonth = calendar.date(byAdding: .month, value: 1, to: start) {
    let c = calendar.dateComponents([.year, .month, .day], from: nextMonth)
    print(c.year!, c.month!, c.day!)
}
let days = calendar.dateComponents([.day], from: start, to: later).day!
print("days:", days)
let sorted = [later, start, ref].sorted()
print(sorted.map { Int($0.timeIntervalSince1970) })
// expect: 1700000000.0
// expect: 1700262800.0
// expect: 262800.0
// expect: true
// expect: true
// expect: hours between: 73.0
// expect: 978307200.0
// expect: 2023 11 14 22 13
// expect: 2023 12 14
// expect: days: 3
// expect: [978307200, 1700000000, 1700262800]
