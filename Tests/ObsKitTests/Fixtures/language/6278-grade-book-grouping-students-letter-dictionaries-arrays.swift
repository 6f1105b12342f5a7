// App Development with Swift style (dictionaries): a grade book grouping students by letter, dictionaries of arrays and averages
import Foundation

struct Student {
    let name: String
    let scores: [Int]
    var average: Double { Double(scores.reduce(0, +)) / Double(scores.count) }
    var letter: String {
        switch average {
        case 90...: return "A"
        case 80..<90: return "B"
        case 70..<80: return "C"
        default: return "F"
        }
    }
}

let students = [
    Student(name: "Amira", scores: [95, 88, 92]),
    Student(name: "Ben", scores: [72, 65, 80]),
    Student(name: "Chloe", scores: [85, 91, 78]),
    Student(name: "Dev", scores: [55, 62, 70]),
    Student(name: "Eli", scores: [99, 97, 100]),
    Student(name: "Fern", scores: [81, 84, 86])
]

for s in students {
    print(String(format: "%-6@ %6.2f %@", s.name, s.average, s.letter))
}

let byLetter = Dictionary(grouping: students, by: { $0.letter })
for letter in byLetter.keys.sorted() {
    let names = byLetter[letter]!.map(\.name)
    print("\(letter): \(names.joined(separator: ", "))")
}

var assignments: [String: [String]] = [:]
assignments["Amira", default: []].append("Essay")
assignments["Amira", default: []].append("Lab 2")
assignments["Ben", default: []].append("Quiz")
for (name, work) in assignments.sorted(by: { $0.key < $1.key }) {
    print("\(name) -> \(work)")
}

let averages = Dictionary(uniqueKeysWithValues: students.map { ($0.name, $0.average) })
let honorRoll = averages.filter { $0.value >= 85 }.keys.sorted()
print("Honor roll: \(honorRoll)")
let rounded = averages.mapValues { Int($0.rounded()) }
print(rounded.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

var counts: [String: Int] = [:]
for s in students { counts[s.letter, default: 0] += 1 }
print(counts.sorted(by: { $0.key < $1.key }))
let classAverage = students.map(\.average).reduce(0, +) / Double(students.count)
print(String(format: "Class average: %.1f", classAverage))
if let removed = counts.removeValue(forKey: "F") { print("Removed F count \(removed)") }
print(counts.keys.sorted(), counts["Z"] == nil)

// expect: Amira  91.67 A
// expect: Ben  72.33 C
// expect: Chloe  84.67 B
// expect: Dev  62.33 F
// expect: Eli  98.67 A
// expect: Fern  83.67 B
// expect: A: Amira, Eli
// expect: B: Chloe, Fern
// expect: C: Ben
// expect: F: Dev
// expect: Amira -> ["Essay", "Lab 2"]
// expect: Ben -> ["Quiz"]
// expect: Honor roll: ["Amira", "Eli"]
// expect: Amira=92 Ben=72 Chloe=85 Dev=62 Eli=99 Fern=84
// expect: [(key: "A", value: 2), (key: "B", value: 2), (key: "C", value: 1), (key: "F", value: 1)]
// expect: Class average: 82.2
// expect: Removed F count 1
// expect: ["A", "B", "C"] true
