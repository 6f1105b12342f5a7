// App code style: grade book with Dictionary(grouping:by:), averages and letter grades
struct Student {
    let name: String
    let scores: [Int]
    var average: Double { Double(scores.reduce(0, +)) / Double(scores.count) }
    var letter: Character {
        switch average {
        case 90...: return "A"
        case 80..<90: return "B"
        case 70..<80: return "C"
        case 60..<70: return "D"
        default: return "F"
        }
    }
}

let roster = [
    Student(name: "Ava", scores: [95, 88, 92]),
    Student(name: "Ben", scores: [72, 65, 80]),
    Student(name: "Cleo", scores: [85, 91, 78]),
    Student(name: "Dan", scores: [55, 62, 48]),
    Student(name: "Eve", scores: [99, 97, 100]),
    Student(name: "Finn", scores: [81, 84, 86]),
]

let byGrade = Dictionary(grouping: roster, by: { $0.letter })
for grade in byGrade.keys.sorted() {
    let names = byGrade[grade]!.map(\.name).sorted().joined(separator: ", ")
    print("\(grade): \(names)")
}
for s in roster.sorted(by: { $0.average > $1.average }) {
    let avg = Double(Int(s.average * 10 + 0.5)) / 10
    print("\(s.name.padded(to: 5))\(avg) \(s.letter)")
}
let classAverage = roster.map(\.average).reduce(0, +) / Double(roster.count)
print("class average: \(Int(classAverage))")
if let top = roster.max(by: { $0.average < $1.average }), let low = roster.min(by: { $0.average < $1.average }) {
    print("top: \(top.name), lowest: \(low.name)")
}
let passing = roster.filter { $0.letter != "F" }.count
print("passing \(passing) of \(roster.count)")
let bestPerTest = (0..<3).map { i in roster.map { $0.scores[i] }.max()! }
print("best per test: \(bestPerTest)")

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
// expect: A: Ava, Eve
// expect: B: Cleo, Finn
// expect: C: Ben
// expect: F: Dan
// expect: Eve  98.7 A
// expect: Ava  91.7 A
// expect: Cleo 84.7 B
// expect: Finn 83.7 B
// expect: Ben  72.3 C
// expect: Dan  55.0 F
// expect: class average: 81
// expect: top: Eve, lowest: Dan
// expect: passing 5 of 6
// expect: best per test: [99, 97, 100]
