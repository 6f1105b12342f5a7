// App code style: grade book with averages, letter grades and ranking
struct Student: Hashable {
    let name: String
    let scores: [Int]
}

enum Letter: String, Comparable {
    case a = "A", b = "B", c = "C", d = "D", f = "F"

    static func < (lhs: Letter, rhs: Letter) -> Bool {
        lhs.rawValue > rhs.rawValue
    }

    init(score: Double) {
        switch score {
        case 90...: self = .a
        case 80..<90: self = .b
        case 70..<80: self = .c
        case 60..<70: self = .d
        default: self = .f
        }
    }
}

extension Array where Element == Int {
    var average: Double {
        isEmpty ? 0 : Double(reduce(0, +)) / Double(count)
    }
}

func formatOneDecimal(_ value: Double) -> String {
    let scaled = Int(value * 10 + 0.5)
    return "\(scaled / 10).\(scaled % 10)"
}

func rightPad(_ s: String, _ n: Int) -> String {
    s + String(repeating: ".", count: max(0, n - s.count))
}

let students = [
    Student(name: "Maya", scores: [92, 88, 95, 79]),
    Student(name: "Liam", scores: [65, 72, 58, 70]),
    Student(name: "Zoe", scores: [88, 91, 84, 90]),
    Student(name: "Omar", scores: [45, 60, 52]),
    Student(name: "Ines", scores: [78, 82, 80, 75]),
    Student(name: "Ben", scores: []),
]

var letters: [String: Letter] = [:]
for s in students {
    let avg = s.scores.average
    let letter = Letter(score: avg)
    letters[s.name] = letter
    print(rightPad(s.name, 8) + " " + formatOneDecimal(avg) + " " + letter.rawValue)
}

let ranked = students.sorted {
    ($0.scores.average, $1.name) > ($1.scores.average, $0.name)
}
for (place, s) in ranked.enumerated() {
    print("#\(place + 1) \(s.name)")
}

let grouped = Dictionary(grouping: students, by: { letters[$0.name]! })
for letter in grouped.keys.sorted(by: >) {
    let names = grouped[letter]!.map(\.name).sorted()
    print("\(letter.rawValue): \(names.joined(separator: ", "))")
}

let best = students.compactMap { $0.scores.max() }.max() ?? 0
print("highest single score: \(best)")
let improving = students.filter { s in
    zip(s.scores, s.scores.dropFirst()).contains { $0 < $1 }
}.map(\.name)
print("had an improvement: \(improving)")
print("everyone passed: \(students.allSatisfy { letters[$0.name]! > .f })")
print("Letter.b < Letter.a: \(Letter.b < Letter.a)")

// expect: Maya.... 88.5 B
// expect: Liam.... 66.3 D
// expect: Zoe..... 88.3 B
// expect: Omar.... 52.3 F
// expect: Ines.... 78.8 C
// expect: Ben..... 0.0 F
// expect: #1 Maya
// expect: #2 Zoe
// expect: #3 Ines
// expect: #4 Liam
// expect: #5 Omar
// expect: #6 Ben
// expect: B: Maya, Zoe
// expect: C: Ines
// expect: D: Liam
// expect: F: Ben, Omar
// expect: highest single score: 95
// expect: had an improvement: ["Maya", "Liam", "Zoe", "Omar", "Ines"]
// expect: everyone passed: false
// expect: Letter.b < Letter.a: true
