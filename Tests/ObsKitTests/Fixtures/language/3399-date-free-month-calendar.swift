// App code style: a date-free month calendar grid with a RawRepresentable, CaseIterable Weekday enum and a Collection of weeks
enum Weekday: Int, CaseIterable, CustomStringConvertible {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    var short: String { String(String(describing: self).prefix(2)).capitalizedFirst }
    var isWeekend: Bool { self == .saturday || self == .sunday }
    var description: String {
        switch self {
        case .monday: return "monday"
        case .tuesday: return "tuesday"
        case .wednesday: return "wednesday"
        case .thursday: return "thursday"
        case .friday: return "friday"
        case .saturday: return "saturday"
        case .sunday: return "sunday"
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

struct MonthGrid: RandomAccessCollection {
    let days: Int
    let firstWeekday: Weekday
    var startIndex: Int { 0 }
    var endIndex: Int { (days + firstWeekday.rawValue - 1 + 6) / 7 }
    subscript(week: Int) -> [Int?] {
        (0..<7).map { col in
            let day = week * 7 + col - (firstWeekday.rawValue - 1) + 1
            return (1...days).contains(day) ? day : nil
        }
    }
    func weekday(of day: Int) -> Weekday {
        Weekday(rawValue: (firstWeekday.rawValue - 1 + day - 1) % 7 + 1)!
    }
}

let grid = MonthGrid(days: 30, firstWeekday: .wednesday)
print(Weekday.allCases.map(\.short).joined(separator: " "))
for week in grid {
    print("|" + week.map { d in d.map { $0 < 10 ? " \($0)" : "\($0)" } ?? "  " }.joined(separator: " ") + "|")
}
print("weeks:", grid.count)
print("day 15 is a", grid.weekday(of: 15))
print("weekend days:", (1...30).filter { grid.weekday(of: $0).isWeekend }.count)
print(Weekday(rawValue: 8) as Any, Weekday(rawValue: 5)!)
print(Weekday.allCases.count, Weekday.allCases.last!.rawValue)
let fridays = (1...30).filter { grid.weekday(of: $0) == .friday }
print("fridays:", fridays)
print("last week:", grid.last!.compactMap { $0 })
// expect: Mo Tu We Th Fr Sa Su
// expect: |       1  2  3  4  5|
// expect: | 6  7  8  9 10 11 12|
// expect: |13 14 15 16 17 18 19|
// expect: |20 21 22 23 24 25 26|
// expect: |27 28 29 30         |
// expect: weeks: 5
// expect: day 15 is a wednesday
// expect: weekend days: 8
// expect: nil friday
// expect: 7 7
// expect: fridays: [3, 10, 17, 24]
// expect: last week: [27, 28, 29, 30]
