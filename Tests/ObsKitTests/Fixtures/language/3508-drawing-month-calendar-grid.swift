// App code style: drawing a month calendar grid with Calendar in UTC
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")

func printMonth(year: Int, month: Int, highlight: Set<Int>) {
    let first = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
    let days = calendar.range(of: .day, in: .month, for: first)!.count
    let leading = calendar.component(.weekday, from: first) - 1
    print("\(calendar.monthSymbols[month - 1]) \(year)")
    print("Su Mo Tu We Th Fr Sa")
    var cells = Array(repeating: "  ", count: leading)
    for day in 1...days {
        cells.append(highlight.contains(day) ? " *" : String(format: "%2d", day))
    }
    var row: [String] = []
    for cell in cells {
        row.append(cell)
        if row.count == 7 {
            print(row.joined(separator: " "))
            row.removeAll()
        }
    }
    if !row.isEmpty { print(row.joined(separator: " ")) }
}

printMonth(year: 2025, month: 2, highlight: [14])
printMonth(year: 2024, month: 9, highlight: [1, 30])
let leapCheck = [1900, 2000, 2023, 2024].map { year -> String in
    let feb = calendar.date(from: DateComponents(year: year, month: 2, day: 1))!
    return "\(year):\(calendar.range(of: .day, in: .month, for: feb)!.count)"
}
print(leapCheck.joined(separator: " "))
// expect: February 2025
// expect: Su Mo Tu We Th Fr Sa
// expect:                    1
// expect:  2  3  4  5  6  7  8
// expect:  9 10 11 12 13  * 15
// expect: 16 17 18 19 20 21 22
// expect: 23 24 25 26 27 28
// expect: September 2024
// expect: Su Mo Tu We Th Fr Sa
// expect:  *  2  3  4  5  6  7
// expect:  8  9 10 11 12 13 14
// expect: 15 16 17 18 19 20 21
// expect: 22 23 24 25 26 27 28
// expect: 29  *
// expect: 1900:28 2000:29 2023:28 2024:29
