// Compiler test style: custom Strideable type used with stride(from:to:by:), ranges and Sequence algorithms
struct Day: Strideable, CustomStringConvertible {
    let index: Int
    static let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    var description: String { Day.names[((index % 7) + 7) % 7] + "#\(index)" }
    func distance(to other: Day) -> Int { other.index - index }
    func advanced(by n: Int) -> Day { Day(index: index + n) }
}

let mon = Day(index: 0)
let nextMon = mon.advanced(by: 7)
print(mon, nextMon, mon.distance(to: nextMon))
print(mon < nextMon, mon == Day(index: 0))

for d in stride(from: mon, to: nextMon, by: 2) {
    print(d)
}
print(Array(stride(from: nextMon, through: mon, by: -3)))

let week = mon..<nextMon
print(week.contains(Day(index: 3)), week.contains(Day(index: 7)))
print(Array(week).map { $0.description.prefix(3) }.joined(separator: ","))
print(week.count, (mon...Day(index: 2)).map(\.index))
print(week.reversed().first!)

struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        if n == 0 { return nil }
        defer { n -= 1 }
        return n
    }
}
print(Array(Countdown(n: 5).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)))
print(zip(Countdown(n: 3), stride(from: mon, to: nextMon, by: 3)).map { "\($0):\($1)" })
print(Countdown(n: 4).lazy.map { $0 * 10 }.filter { $0 > 15 }.reduce(0, +))
var iter = zip(1...3, "abc").makeIterator()
while let (n, ch) = iter.next() {
    print(n, ch)
}
print(stride(from: 1, to: 2, by: 0.25).map { $0 })
print(Array(stride(from: 5, to: 5, by: 1)), Array(stride(from: 5, through: 5, by: 1)))
print(sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }.map { $0 })
print(Array(sequence(state: 0) { (s: inout Int) -> Int? in s += 1; return s <= 3 ? s * s : nil }))

// expect: Mon#0 Mon#7 7
// expect: true true
// expect: Mon#0
// expect: Wed#2
// expect: Fri#4
// expect: Sun#6
// expect: [Mon#7, Fri#4, Tue#1]
// expect: true false
// expect: Mon,Tue,Wed,Thu,Fri,Sat,Sun
// expect: 7 [0, 1, 2]
// expect: Sun#6
// expect: [5, 3, 1]
// expect: ["3:Mon#0", "2:Thu#3", "1:Sun#6"]
// expect: 90
// expect: 1 a
// expect: 2 b
// expect: 3 c
// expect: [1.0, 1.25, 1.5, 1.75]
// expect: [] [5]
// expect: [1, 3, 9, 27, 81, 243]
// expect: [1, 4, 9]
