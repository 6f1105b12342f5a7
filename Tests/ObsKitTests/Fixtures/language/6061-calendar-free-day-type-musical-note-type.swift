// Advanced Swift style (Strideable custom types): a calendar-free Day type and a musical Note type that work with stride(from:to:by:) and ranges
struct Day: Strideable, CustomStringConvertible {
    let number: Int
    static let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    func distance(to other: Day) -> Int { other.number - number }
    func advanced(by n: Int) -> Day { Day(number: number + n) }
    var description: String { "\(Day.names[((number % 7) + 7) % 7])#\(number)" }
}

struct Note: Strideable, CustomStringConvertible {
    let semitone: Int
    static let names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
    func distance(to other: Note) -> Int { other.semitone - semitone }
    func advanced(by n: Int) -> Note { Note(semitone: semitone + n) }
    var description: String { Note.names[semitone % 12] + String(semitone / 12) }
}

let start = Day(number: 0)
print(Array(stride(from: start, to: Day(number: 10), by: 3)))
print(Array(stride(from: Day(number: 13), through: Day(number: 7), by: -2)))
print(start < Day(number: 1), start.distance(to: Day(number: 30)), start.advanced(by: 9))
let week = start..<Day(number: 7)
print(week.contains(Day(number: 6)), week.contains(Day(number: 7)))
let closedWeek = Day(number: 5)...Day(number: 9)
print(closedWeek.lowerBound, closedWeek.upperBound, closedWeek.contains(Day(number: 8)))
print(Day(number: 3) == Day(number: 3), [Day(number: 9), Day(number: 2)].sorted(), [Day(number: 4), Day(number: 1)].max()!)

let middleC = Note(semitone: 48)
let majorSteps = [2, 2, 1, 2, 2, 2, 1]
var scale = [middleC]
for step in majorSteps { scale.append(scale.last!.advanced(by: step)) }
print(scale.map(\.description).joined(separator: " "))
print(Array(stride(from: middleC, to: Note(semitone: 60), by: 4)))
print(Array(stride(from: middleC, through: Note(semitone: 36), by: -5)))
let octave = middleC..<middleC.advanced(by: 12)
print(octave.contains(Note(semitone: 59)), octave.lowerBound.distance(to: octave.upperBound))
print(scale.filter { octave.contains($0) }.count, (scale.first! ... scale.last!).contains(Note(semitone: 55)))

// expect: [Mon#0, Thu#3, Sun#6, Wed#9]
// expect: [Sun#13, Fri#11, Wed#9, Mon#7]
// expect: true 30 Wed#9
// expect: true false
// expect: Sat#5 Wed#9 true
// expect: true [Wed#2, Wed#9] Fri#4
// expect: C4 D4 E4 F4 G4 A4 B4 C5
// expect: [C4, E4, G#4]
// expect: [C4, G3, D3]
// expect: true 12
// expect: 7 true
