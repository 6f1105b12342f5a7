// Swift book style: a custom Strideable type used with stride and closed ranges
// known-gap: error: 4455-strideable-custom.swift:60:21: error: value of type 'Int' has no member 'value'
struct Note: Strideable, CustomStringConvertible {
    let semitone: Int

    static let names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]

    func distance(to other: Note) -> Int {
        return other.semitone - semitone
    }

    func advanced(by n: Int) -> Note {
        return Note(semitone: semitone + n)
    }

    var description: String {
        let octave = semitone / 12
        return Note.names[semitone % 12] + "\(octave)"
    }
}

let c4 = Note(semitone: 48)
let g4 = c4.advanced(by: 7)
print(c4, g4, c4.distance(to: g4))
print(c4 < g4, c4 == Note(semitone: 48))

let octave = c4...Note(semitone: 60)
print(octave.count)
print(octave.map { $0.description }.joined(separator: " "))
print(octave.contains(Note(semitone: 55)), octave.contains(Note(semitone: 61)))

let whole = stride(from: c4, to: c4.advanced(by: 12), by: 2)
print(whole.map(\.description))

let major = [0, 2, 4, 5, 7, 9, 11, 12].map { c4.advanced(by: $0) }
print(major.map { "\($0)" }.joined(separator: "-"))

let descending = stride(from: Note(semitone: 60), through: c4, by: -5)
print(Array(descending))

let half = c4..<Note(semitone: 52)
print(half.count, Array(half), half.last!)
print(half.reversed().map(\.description))
print(half.firstIndex(of: Note(semitone: 50)) != nil)

let chord = [c4, c4 + 4, c4 + 7]
print(chord)

func + (n: Note, i: Int) -> Note { n.advanced(by: i) }

struct Cents: Strideable, ExpressibleByIntegerLiteral {
    let value: Int
    init(_ v: Int) { value = v }
    init(integerLiteral v: Int) { value = v }
    func distance(to other: Cents) -> Int { other.value - value }
    func advanced(by n: Int) -> Cents { Cents(value + n) }
}

let prices: ClosedRange<Cents> = 95...105
print(prices.count, prices.first!.value, prices.last!.value)
let tiers = stride(from: 0 as Cents, through: 100, by: 25).map { $0.value }
print(tiers)
print(prices.filter { $0.value % 5 == 0 }.map(\.value))
print(prices.clamped(to: 100...200).map { $0.value })
print((prices.lowerBound...prices.upperBound).reduce(0) { $0 + $1.value })
print(max(Cents(3), Cents(9)).value)

// expect: C4 G4 7
// expect: true true
// expect: 13
// expect: C4 C#4 D4 D#4 E4 F4 F#4 G4 G#4 A4 A#4 B4 C5
// expect: true false
// expect: ["C4", "D4", "E4", "F#4", "G#4", "A#4"]
// expect: C4-D4-E4-F4-G4-A4-B4-C5
// expect: [C5, G4, D4]
// expect: 4 [C4, C#4, D4, D#4] D#4
// expect: ["D#4", "D4", "C#4", "C4"]
// expect: true
// expect: [C4, E4, G4]
// expect: 11 95 105
// expect: [0, 25, 50, 75, 100]
// expect: [95, 100, 105]
// expect: [100, 101, 102, 103, 104, 105]
// expect: 1100
// expect: 9
