// Apple docs style (Calendar date(byAdding:)): moving dates by calendar units
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm EEE"

let start = Date(timeIntervalSince1970: 1_706_659_200) // 2024-01-31 00:00 UTC
print("start:", formatter.string(from: start))

let steps: [(Calendar.Component, Int)] = [
    (.day, 1), (.day, -31), (.weekOfYear, 2), (.month, 1), (.month, 13),
    (.year, 1), (.hour, 36), (.minute, -90), (.second, 86_400),
]
for (unit, amount) in steps {
    let moved = calendar.date(byAdding: unit, value: amount, to: start)!
    print("\(amount) \(unit):".padding(toLength: 22, withPad: " ", startingAt: 0), formatter.string(from: moved))
}

// Adding a month repeatedly vs adding n months at once
var stepwise = start
var stepwiseResults: [String] = []
for _ in 1...3 {
    stepwise = calendar.date(byAdding: .month, value: 1, to: stepwise)!
    stepwiseResults.append(formatter.string(from: stepwise).prefix(10).description)
}
print("stepwise:", stepwiseResults)
let direct = (1...3).map { n in
    String(formatter.string(from: calendar.date(byAdding: .month, value: n, to: start)!).prefix(10))
}
print("direct:  ", direct)

// Adding combined DateComponents
var offset = DateComponents()
offset.month = 1
offset.day = 1
offset.hour = 12
print("1 month + 1 day + 12h:", formatter.string(from: calendar.date(byAdding: offset, to: start)!))

// Next 5 Mondays
let monday = calendar.nextDate(after: start, matching: DateComponents(weekday: 2), matchingPolicy: .nextTime)!
var mondays: [String] = []
for week in 0..<5 {
    let d = calendar.date(byAdding: .weekOfYear, value: week, to: monday)!
    mondays.append(String(formatter.string(from: d).prefix(10)))
}
print("mondays:", mondays.joined(separator: ", "))

// Due dates: add business days skipping weekends
func addingBusinessDays(_ n: Int, to date: Date) -> Date {
    var result = date
    var remaining = n
    while remaining > 0 {
        result = calendar.date(byAdding: .day, value: 1, to: result)!
        if !calendar.isDateInWeekend(result) { remaining -= 1 }
    }
    return result
}
for n in [1, 3, 5, 10] {
    print("\(n) business days:", formatter.string(from: addingBusinessDays(n, to: start)))
}

// expect: start: 2024-01-31 00:00 Wed
// expect: 1 day:                 2024-02-01 00:00 Thu
// expect: -31 day:               2023-12-31 00:00 Sun
// expect: 2 weekOfYear:          2024-02-14 00:00 Wed
// expect: 1 month:               2024-02-29 00:00 Thu
// expect: 13 month:              2025-02-28 00:00 Fri
// expect: 1 year:                2025-01-31 00:00 Fri
// expect: 36 hour:               2024-02-01 12:00 Thu
// expect: -90 minute:            2024-01-30 22:30 Tue
// expect: 86400 second:          2024-02-01 00:00 Thu
// expect: stepwise: ["2024-02-29", "2024-03-29", "2024-04-29"]
// expect: direct:   ["2024-02-29", "2024-03-31", "2024-04-30"]
// expect: 1 month + 1 day + 12h: 2024-03-01 12:00 Fri
// expect: mondays: 2024-02-05, 2024-02-12, 2024-02-19, 2024-02-26, 2024-03-04
// expect: 1 business days: 2024-02-01 00:00 Thu
// expect: 3 business days: 2024-02-05 00:00 Mon
// expect: 5 business days: 2024-02-07 00:00 Wed
// expect: 10 business days: 2024-02-14 00:00 Wed
