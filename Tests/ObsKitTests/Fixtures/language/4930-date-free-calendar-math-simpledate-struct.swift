// App code style: date-free calendar math with a SimpleDate struct: leap years, weekdays, adding days and months
enum Weekday: Int, CaseIterable, CustomStringConvertible {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday
    var description: String { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][rawValue] }
    var isWeekend: Bool { self == .saturday || self == .sunday }
}

struct SimpleDate: Comparable, Hashable, CustomStringConvertible {
    let year: Int, month: Int, day: Int

    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...SimpleDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year; self.month = month; self.day = day
    }

    // days since 1970-01-01
    var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    init(dayNumber z0: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    var weekday: Weekday { Weekday(rawValue: ((dayNumber % 7) + 11) % 7)! }

    func adding(days: Int) -> SimpleDate { SimpleDate(dayNumber: dayNumber + days) }

    func adding(months: Int) -> SimpleDate {
        let total = year * 12 + (month - 1) + months
        let y = total / 12, m = total % 12 + 1
        return SimpleDate(year: y, month: m, day: min(day, SimpleDate.daysIn(month: m, year: y)))!
    }

    static func < (a: SimpleDate, b: SimpleDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    var description: String {
        let mm = month < 10 ? "0\(month)" : "\(month)"
        let dd = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(mm)-\(dd)"
    }
}

func d(_ y: Int, _ m: Int, _ day: Int) -> SimpleDate { SimpleDate(year: y, month: m, day: day)! }

print([1900, 2000, 2023, 2024, 2100].map { "\($0):\(SimpleDate.isLeap($0))" })
for date in [d(1970, 1, 1), d(2000, 2, 29), d(2024, 7, 4), d(2025, 1, 1), d(1969, 12, 31)] {
    print(date, date.weekday, date.dayNumber, SimpleDate(dayNumber: date.dayNumber) == date)
}
print("invalid:", SimpleDate(year: 2023, month: 2, day: 29) as Any, SimpleDate(year: 2024, month: 13, day: 1) as Any)

let start = d(2024, 1, 31)
print((0..<6).map { start.adding(months: $0).description })
print(d(2024, 12, 30).adding(days: 3), d(2024, 3, 1).adding(days: -1), d(2023, 3, 1).adding(days: -1))
print("days between:", d(2025, 12, 25).dayNumber - d(2025, 1, 1).dayNumber)

func businessDays(from: SimpleDate, count: Int) -> SimpleDate {
    var date = from, left = count
    while left > 0 {
        date = date.adding(days: 1)
        if !date.weekday.isWeekend { left -= 1 }
    }
    return date
}
let ordered = d(2024, 5, 9)
print("ship by:", businessDays(from: ordered, count: 5), businessDays(from: ordered, count: 5).weekday)

var line = ""
let first = d(2024, 2, 1)
line += String(repeating: "    ", count: first.weekday.rawValue)
for day in 1...SimpleDate.daysIn(month: 2, year: 2024) {
    line += (day < 10 ? "   " : "  ") + "\(day)"
    if d(2024, 2, day).weekday == .saturday { print(line); line = "" }
}
if !line.isEmpty { print(line) }
print([d(2024, 3, 1), d(2023, 12, 31), d(2024, 2, 29)].sorted().map(\.description))

// expect: ["1900:false", "2000:true", "2023:false", "2024:true", "2100:false"]
// expect: 1970-01-01 Thu 0 true
// expect: 2000-02-29 Tue 11016 true
// expect: 2024-07-04 Thu 19908 true
// expect: 2025-01-01 Wed 20089 true
// expect: 1969-12-31 Wed -1 true
// expect: invalid: nil nil
// expect: ["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30", "2024-05-31", "2024-06-30"]
// expect: 2025-01-02 2024-02-29 2023-02-28
// expect: days between: 358
// expect: ship by: 2024-05-16 Thu
// expect:                    1   2   3
// expect:    4   5   6   7   8   9  10
// expect:   11  12  13  14  15  16  17
// expect:   18  19  20  21  22  23  24
// expect:   25  26  27  28  29
// expect: ["2023-12-31", "2024-02-29", "2024-03-01"]
