// Apple docs style (Strideable): a calendar-free Day type used with stride(from:to:by:) and ranges
struct Day: Strideable, CustomStringConvertible {
    let number: Int   // days since an arbitrary epoch, day 0 is a Monday

    func distance(to other: Day) -> Int { other.number - number }
    func advanced(by n: Int) -> Day { Day(number: number + n) }

    var weekday: String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][((number % 7) + 7) % 7]
    }
    var description: String { "day\(number)(\(weekday))" }
}

let start = Day(number: 0)
let end = Day(number: 14)
print("distance:", start.distance(to: end))
print("advanced by 3:", start.advanced(by: 3))
print("comparison from Strideable:", start < end, end == Day(number: 14))

print("every 4 days, to:")
for d in stride(from: start, to: end, by: 4) {
    print("  \(d)")
}
print("weekly, through:")
for d in stride(from: start, through: end, by: 7) {
    print("  \(d)")
}
print("backwards:", stride(from: end, to: start, by: -5).map(\.description))

// Strideable with an Int Stride makes closed ranges countable.
let week = Day(number: 7)...Day(number: 13)
print("week count:", week.count)
print("weekend:", week.filter { $0.weekday == "Sat" || $0.weekday == "Sun" })
print("contains day10:", week.contains(Day(number: 10)))
print("negative day:", Day(number: -1))

// Floating-point stride
let temps = stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }
print("float stride:", temps)
print("int stride count:", stride(from: 0, to: 100, by: 7).underestimatedCount, Array(stride(from: 0, to: 100, by: 7)).count)

struct Note: Strideable {
    let midi: Int
    func distance(to other: Note) -> Int { other.midi - midi }
    func advanced(by n: Int) -> Note { Note(midi: midi + n) }
    var name: String {
        ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"][midi % 12] + String(midi / 12 - 1)
    }
}
let majorSteps = [2, 2, 1, 2, 2, 2, 1]
var n = Note(midi: 60)
var scale = [n.name]
for s in majorSteps { n = n.advanced(by: s); scale.append(n.name) }
print("C major:", scale.joined(separator: " "))
print("whole tones:", stride(from: Note(midi: 60), to: Note(midi: 72), by: 2).map(\.name))

// expect: distance: 14
// expect: advanced by 3: day3(Thu)
// expect: comparison from Strideable: true true
// expect: every 4 days, to:
// expect:   day0(Mon)
// expect:   day4(Fri)
// expect:   day8(Tue)
// expect:   day12(Sat)
// expect: weekly, through:
// expect:   day0(Mon)
// expect:   day7(Mon)
// expect:   day14(Mon)
// expect: backwards: ["day14(Mon)", "day9(Wed)", "day4(Fri)"]
// expect: week count: 7
// expect: weekend: [day12(Sat), day13(Sun)]
// expect: contains day10: true
// expect: negative day: day-1(Sun)
// expect: float stride: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: int stride count: 15 15
// expect: C major: C4 D4 E4 F4 G4 A4 B4 C5
// expect: whole tones: ["C4", "D4", "E4", "F#4", "G#4", "A#4"]
