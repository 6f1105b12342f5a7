// Advanced Swift style (Strideable day numbers): a DayNumber type with Strideable conformance iterated by for-in over closed ranges and stride, with weekday names
struct DayNumber: Strideable, Hashable {
    let value: Int

    func distance(to other: DayNumber) -> Int { other.value - value }
    func advanced(by n: Int) -> DayNumber { DayNumber(value: value + n) }
}

extension DayNumber: CustomStringConvertible {
    static let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    var weekday: String { DayNumber.names[((value % 7) + 7) % 7] }
    var description: String { "\(weekday) \(value)" }
}

extension DayNumber: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) { self.value = value }
}

let firstOfMonth: DayNumber = 1
let lastOfMonth: DayNumber = 30
let month = firstOfMonth...lastOfMonth
print(month.count, month.first!, month.last!)

let mondays = month.filter { $0.weekday == "Mon" }
print(mondays.map(\.value))

for payday in stride(from: firstOfMonth.advanced(by: 4), through: lastOfMonth, by: 14) {
    print("payday:", payday)
}

let holiday: DayNumber = 12
let week = holiday..<holiday.advanced(by: 7)
for day in week where day.weekday != "Sat" && day.weekday != "Sun" {
    print("work", day)
}
print(month.contains(31), month.contains(holiday), week.contains(20))
print(firstOfMonth.distance(to: holiday), holiday.advanced(by: -3))
print(Array(stride(from: lastOfMonth, to: 20, by: -4)))
let byWeekday = Dictionary(grouping: month, by: \.weekday)
print(byWeekday["Fri"]!.map(\.value), byWeekday.keys.sorted())
print(Set(month.map(\.weekday)).count, month.reversed().first!)
let before: DayNumber = -1
print(before, (before...1).map(\.description))

// expect: 30 Mon 1 Tue 30
// expect: [1, 8, 15, 22, 29]
// expect: payday: Fri 5
// expect: payday: Fri 19
// expect: work Fri 12
// expect: work Mon 15
// expect: work Tue 16
// expect: work Wed 17
// expect: work Thu 18
// expect: false true false
// expect: 11 Tue 9
// expect: [Tue 30, Fri 26, Mon 22]
// expect: [5, 12, 19, 26] ["Fri", "Mon", "Sat", "Sun", "Thu", "Tue", "Wed"]
// expect: 7 Tue 30
// expect: Sat -1 ["Sat -1", "Sun 0", "Mon 1"]
