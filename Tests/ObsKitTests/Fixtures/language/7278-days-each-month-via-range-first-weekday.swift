// Hacking with Swift style (month calendar grid): days in each month via range(of:in:for:), first weekday offset, and a printed month grid
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.firstWeekday = 1

let monthName = DateFormatter()
monthName.locale = Locale(identifier: "en_US_POSIX")
monthName.timeZone = TimeZone(identifier: "UTC")
monthName.dateFormat = "MMMM yyyy"

func firstOfMonth(_ year: Int, _ month: Int) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: 1))!
}

for (year, month) in [(2023, 2), (2024, 2), (2024, 4), (2024, 12)] {
    let date = firstOfMonth(year, month)
    let days = calendar.range(of: .day, in: .month, for: date)!
    print(monthName.string(from: date), "has", days.count, "days")
}

func printGrid(year: Int, month: Int) {
    let first = firstOfMonth(year, month)
    let days = calendar.range(of: .day, in: .month, for: first)!.count
    let offset = calendar.component(.weekday, from: first) - calendar.firstWeekday
    print(monthName.string(from: first))
    print(" Su Mo Tu We Th Fr Sa")
    var line = String(repeating: "   ", count: offset)
    var column = offset
    for day in 1...days {
        line += day < 10 ? "  \(day)" : " \(day)"
        column += 1
        if column == 7 {
            print(line)
            line = ""
            column = 0
        }
    }
    if !line.isEmpty { print(line) }
}

printGrid(year: 2024, month: 9)
let weeks = calendar.range(of: .weekOfMonth, in: .month, for: firstOfMonth(2024, 9))!
print("weeks in Sep 2024:", weeks.count)
let daysInYear = calendar.range(of: .day, in: .year, for: firstOfMonth(2024, 6))!
print("days in 2024:", daysInYear.count)

// expect: February 2023 has 28 days
// expect: February 2024 has 29 days
// expect: April 2024 has 30 days
// expect: December 2024 has 31 days
// expect: September 2024
// expect:  Su Mo Tu We Th Fr Sa
// expect:   1  2  3  4  5  6  7
// expect:   8  9 10 11 12 13 14
// expect:  15 16 17 18 19 20 21
// expect:  22 23 24 25 26 27 28
// expect:  29 30
// expect: weeks in Sep 2024: 5
// expect: days in 2024: 366
