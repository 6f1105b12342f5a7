// Foundation in app code: Calendar.date(byAdding:) for days, months and weeks across month ends
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd"

let start = formatter.date(from: "2023-01-31")!
print("Start: \(formatter.string(from: start))")

let plusDay = calendar.date(byAdding: .day, value: 1, to: start)!
print("+1 day: \(formatter.string(from: plusDay))")

let plusMonth = calendar.date(byAdding: .month, value: 1, to: start)!
print("+1 month: \(formatter.string(from: plusMonth))")

let minusWeek = calendar.date(byAdding: .weekOfYear, value: -1, to: start)!
print("-1 week: \(formatter.string(from: minusWeek))")

var combo = DateComponents()
combo.month = 13
combo.day = 1
let combined = calendar.date(byAdding: combo, to: start)!
print("+13 months +1 day: \(formatter.string(from: combined))")

var days: [String] = []
for offset in 0..<5 {
    let d = calendar.date(byAdding: .day, value: offset * 7, to: start)!
    days.append(formatter.string(from: d))
}
print("Weekly: \(days.joined(separator: ", "))")

// expect: Start: 2023-01-31
// expect: +1 day: 2023-02-01
// expect: +1 month: 2023-02-28
// expect: -1 week: 2023-01-24
// expect: +13 months +1 day: 2024-03-01
// expect: Weekly: 2023-01-31, 2023-02-07, 2023-02-14, 2023-02-21, 2023-02-28
