// Advanced Swift style (Collection with a custom Index): a fixed list of weekdays indexed by a Comparable struct wrapping an Int
struct DayIndex: Comparable {
    fileprivate let raw: Int
    static func < (lhs: DayIndex, rhs: DayIndex) -> Bool { lhs.raw < rhs.raw }
}

struct Week {
    fileprivate let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}

extension Week: Collection {
    var startIndex: DayIndex { DayIndex(raw: 0) }
    var endIndex: DayIndex { DayIndex(raw: names.count) }
    func index(after i: DayIndex) -> DayIndex { DayIndex(raw: i.raw + 1) }
    subscript(position: DayIndex) -> String { names[position.raw] }
}

let week = Week()
print(week.count, week.isEmpty)
print(week.first ?? "none")
print(week.map { $0.lowercased() })
print(week.filter { $0.hasPrefix("T") })

if let wed = week.firstIndex(of: "Wed") {
    print("Wed at", wed.raw, "->", week[wed])
    print(Array(week[wed...]))
    print(Array(week[..<wed]))
}
print(week.firstIndex(of: "Funday") == nil)

let weekend = week.dropFirst(5)
print(Array(weekend), type(of: weekend) == Slice<Week>.self)
print(Array(week.prefix(2)), Array(week.suffix(2)))
print(week.indices.map { $0.raw })
print(week.contains("Fri"), week.contains("Holiday"))
print(week.sorted())
print(week.min()!, week.max()!)
print(week.joined(separator: "|"))
for (n, day) in zip(1..., week) where n % 3 == 0 {
    print(n, day)
}
let shortIdx = week.index(week.startIndex, offsetBy: 3)
print(week[shortIdx], week.distance(from: week.startIndex, to: week.endIndex))
print(week.split(whereSeparator: { $0 == "Thu" }).map { Array($0) })

// expect: 7 false
// expect: Mon
// expect: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
// expect: ["Tue", "Thu"]
// expect: Wed at 2 -> Wed
// expect: ["Wed", "Thu", "Fri", "Sat", "Sun"]
// expect: ["Mon", "Tue"]
// expect: true
// expect: ["Sat", "Sun"] true
// expect: ["Mon", "Tue"] ["Sat", "Sun"]
// expect: [0, 1, 2, 3, 4, 5, 6]
// expect: true false
// expect: ["Fri", "Mon", "Sat", "Sun", "Thu", "Tue", "Wed"]
// expect: Fri Wed
// expect: Mon|Tue|Wed|Thu|Fri|Sat|Sun
// expect: 3 Wed
// expect: 6 Sat
// expect: Thu 7
// expect: [["Mon", "Tue", "Wed"], ["Fri", "Sat", "Sun"]]
