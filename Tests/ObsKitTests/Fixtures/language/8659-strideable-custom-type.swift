// Blog style (Strideable): a calendar-free Day type usable in ranges, strides and for-in loops
// known-gap: error: 8659-strideable-custom-type.swift:21:23: error: value of type 'Int' has no member 'isWeekend'
struct Day: Strideable, CustomStringConvertible, Hashable {
    let index: Int   // days since an arbitrary epoch, day 0 is a Monday
    static let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    func distance(to other: Day) -> Int { other.index - index }
    func advanced(by n: Int) -> Day { Day(index: index + n) }

    var weekday: String { Day.names[((index % 7) + 7) % 7] }
    var isWeekend: Bool { weekday.hasPrefix("S") }
    var description: String { "\(weekday)#\(index)" }
}

extension Day: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) { index = value }
}

let sprint: ClosedRange<Day> = 3...12
print("sprint has \(sprint.count) days: \(sprint.lowerBound) to \(sprint.upperBound)")
for d in sprint where d.isWeekend { print("weekend day in sprint: \(d)") }
let workdays = sprint.filter { !$0.isWeekend }
print("workdays: \(workdays.count)")
print("standups: \(stride(from: Day(index: 3), to: 13, by: 2).map(\.weekday))")
print("contains day 10? \(sprint.contains(10)), day 13? \(sprint.contains(13))")

let halfOpen: Range<Day> = 0..<7
print(halfOpen.map(\.weekday).joined(separator: " "))
print("index of Thu: \(halfOpen.firstIndex { $0.weekday == "Thu" }.map { halfOpen.distance(from: halfOpen.startIndex, to: $0) } ?? -1)")

let deadline: Day = 20
let today: Day = 15
print("days left: \(today.distance(to: deadline)), deadline is \(deadline)")
print("a week before: \(deadline.advanced(by: -7)), negative day: \(Day(index: -1))")
print("max of days: \([Day(index: 4), 9, 2].max()!), sorted: \([Day(index: 4), 9, 2].sorted())")

let reversedWeek = stride(from: Day(index: 6), through: 0, by: -3)
print(Array(reversedWeek))

let overlap = (5...9 as ClosedRange<Day>).clamped(to: sprint)
print("clamped: \(overlap)")
print((10...14 as ClosedRange<Day>).overlaps(sprint), (13...14 as ClosedRange<Day>).overlaps(sprint))
// expect: sprint has 10 days: Thu#3 to Sat#12
// expect: weekend day in sprint: Sat#5
// expect: weekend day in sprint: Sun#6
// expect: weekend day in sprint: Sat#12
// expect: workdays: 7
// expect: standups: ["Thu", "Sat", "Mon", "Wed", "Fri"]
// expect: contains day 10? true, day 13? false
// expect: Mon Tue Wed Thu Fri Sat Sun
// expect: index of Thu: 3
// expect: days left: 5, deadline is Sun#20
// expect: a week before: Sun#13, negative day: Sun#-1
// expect: max of days: Wed#9, sorted: [Wed#2, Fri#4, Wed#9]
// expect: [Sun#6, Thu#3, Mon#0]
// expect: clamped: Sat#5...Wed#9
// expect: true false
