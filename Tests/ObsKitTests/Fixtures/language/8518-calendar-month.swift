// Course style (calendar month printer): leap years, Zeller-style weekday arithmetic, padding
func isLeapYear(_ year: Int) -> Bool {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
}

// 0 = Sunday ... 6 = Saturday (Sakamoto's method)
func weekday(year: Int, month: Int, day: Int) -> Int {
    let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    var y = year
    if month < 3 { y -= 1 }
    return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
}

let monthNames = ["January", "February", "March", "April", "May", "June",
                  "July", "August", "September", "October", "November", "December"]

func printMonth(_ month: Int, _ year: Int) {
    let title = "\(monthNames[month - 1]) \(year)"
    let padding = (20 - title.count) / 2
    print(String(repeating: " ", count: padding) + title)
    print("Su Mo Tu We Th Fr Sa")
    var line = String(repeating: "   ", count: weekday(year: year, month: month, day: 1))
    var column = weekday(year: year, month: month, day: 1)
    for day in 1...daysIn(month: month, year: year) {
        line += day < 10 ? " \(day)" : "\(day)"
        column += 1
        if column == 7 {
            print(line)
            line = ""
            column = 0
        } else {
            line += " "
        }
    }
    if !line.isEmpty {
        print(line.trimmingTrailingSpaces())
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

printMonth(2, 2024)
print("")
printMonth(9, 2025)
for year in [1900, 2000, 2023, 2024] {
    print("\(year) leap? \(isLeapYear(year))")
}

// expect:    February 2024
// expect: Su Mo Tu We Th Fr Sa
// expect:              1  2  3
// expect:  4  5  6  7  8  9 10
// expect: 11 12 13 14 15 16 17
// expect: 18 19 20 21 22 23 24
// expect: 25 26 27 28 29
// expect:
// expect:    September 2025
// expect: Su Mo Tu We Th Fr Sa
// expect:     1  2  3  4  5  6
// expect:  7  8  9 10 11 12 13
// expect: 14 15 16 17 18 19 20
// expect: 21 22 23 24 25 26 27
// expect: 28 29 30
// expect: 1900 leap? false
// expect: 2000 leap? true
// expect: 2023 leap? false
// expect: 2024 leap? true
