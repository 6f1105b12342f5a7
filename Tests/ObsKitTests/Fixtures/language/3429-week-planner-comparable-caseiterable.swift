// App code style: a week planner with a Comparable, CaseIterable Weekday enum, a MutableCollection of 7 day slots, and sorted dictionary summaries
enum Weekday: Int, CaseIterable, Comparable, CustomStringConvertible {
    case mon, tue, wed, thu, fri, sat, sun
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue] }
}

struct Week: MutableCollection, RandomAccessCollection {
    var slots: [[String]] = Array(repeating: [], count: 7)
    typealias Index = Int
    var startIndex: Int { 0 }
    var endIndex: Int { 7 }
    subscript(i: Int) -> [String] {
        get { slots[i] }
        set { slots[i] = newValue }
    }
    subscript(day: Weekday) -> [String] {
        get { self[day.rawValue] }
        set { self[day.rawValue] = newValue }
    }
}

var week = Week()
week[.mon].append("standup")
week[.wed] += ["gym", "dentist"]
week[.fri].append("demo")
week[.sun].append("rest")
week[.mon].append("1:1")

for day in Weekday.allCases {
    let items = week[day]
    print("\(day): \(items.isEmpty ? "-" : items.joined(separator: ", "))")
}
let busiest = Weekday.allCases.max { week[$0].count < week[$1].count }!
print("busiest:", busiest)
print("free days:", Weekday.allCases.filter { week[$0].isEmpty })
print("weekend:", Weekday.allCases.filter { $0 >= .sat })
var counts: [Weekday: Int] = [:]
for d in Weekday.allCases where !week[d].isEmpty { counts[d] = week[d].count }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(week.map(\.count), week.count, week.indices)
week.swapAt(0, 1)
print(week[.tue], week[.mon])
print(Weekday.allCases.sorted(by: >).prefix(2), Weekday.mon < .sun)
print(week.firstIndex { $0.contains("demo") }.flatMap(Weekday.init(rawValue:)) as Any)
// expect: Mon: standup, 1:1
// expect: Tue: -
// expect: Wed: gym, dentist
// expect: Thu: -
// expect: Fri: demo
// expect: Sat: -
// expect: Sun: rest
// expect: busiest: Mon
// expect: free days: [Tue, Thu, Sat]
// expect: weekend: [Sat, Sun]
// expect: ["Mon=2", "Wed=2", "Fri=1", "Sun=1"]
// expect: [2, 0, 2, 0, 1, 0, 1] 7 0..<7
// expect: ["standup", "1:1"] []
// expect: [Sun, Sat] true
// expect: Optional(Fri)
