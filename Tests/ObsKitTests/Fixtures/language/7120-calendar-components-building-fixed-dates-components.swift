// Tutorial style (Calendar components): building fixed dates from components and comparing them
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

func makeDate(_ y: Int, _ m: Int, _ d: Int) -> Date {
    var c = DateComponents()
    c.year = y; c.month = m; c.day = d
    return cal.date(from: c)!
}

let birthday = makeDate(1990, 6, 15)
let today = makeDate(2024, 3, 1)
let age = cal.dateComponents([.year], from: birthday, to: today).year!
print("age:", age)

let newYear = makeDate(2024, 1, 1)
let diff = cal.dateComponents([.month, .day], from: newYear, to: today)
print(diff.month!, diff.day!)

print(Int(newYear.timeIntervalSince1970))
print(cal.component(.weekday, from: newYear))
print(cal.isDate(today, inSameDayAs: today.addingTimeInterval(3600)))
print(cal.range(of: .day, in: .month, for: makeDate(2024, 2, 10))!.count)
print(cal.range(of: .day, in: .month, for: makeDate(2023, 2, 10))!.count)

let end = cal.date(byAdding: .day, value: 30, to: newYear)!
let ec = cal.dateComponents([.month, .day], from: end)
print(ec.month!, ec.day!)
print(birthday < today, max(birthday, today) == today)
// expect: age: 33
// expect: 2 0
// expect: 1704067200
// expect: 2
// expect: true
// expect: 29
// expect: 28
// expect: 1 31
// expect: true true
