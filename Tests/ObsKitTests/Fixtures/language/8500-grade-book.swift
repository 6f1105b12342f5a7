// Course style (grade book challenge): structs, averages, letter grades with switch
import Foundation

struct Student {
    let name: String
    var scores: [Int]

    var average: Double {
        if scores.isEmpty { return 0 }
        let total = scores.reduce(0, +)
        return Double(total) / Double(scores.count)
    }

    var letter: String {
        switch average {
        case 90...: return "A"
        case 80..<90: return "B"
        case 70..<80: return "C"
        case 60..<70: return "D"
        default: return "F"
        }
    }
}

var roster = [
    Student(name: "Amelia", scores: [92, 88, 95, 100]),
    Student(name: "Bruno", scores: [71, 64, 80]),
    Student(name: "Chen", scores: [55, 62, 58, 49]),
    Student(name: "Dalia", scores: [85, 90, 78]),
    Student(name: "Emeka", scores: []),
]

roster[1].scores.append(90)

print("=== Grade Book ===")
for student in roster {
    let avg = String(format: "%.2f", student.average)
    print("\(student.name): avg \(avg) -> \(student.letter) (\(student.scores.count) scores)")
}

let graded = roster.filter { !$0.scores.isEmpty }
let classAverage = graded.map { $0.average }.reduce(0, +) / Double(graded.count)
print("Class average: \(String(format: "%.1f", classAverage))")

if let best = graded.max(by: { $0.average < $1.average }) {
    print("Top student: \(best.name)")
}

var letterCounts: [String: Int] = [:]
for student in graded {
    letterCounts[student.letter, default: 0] += 1
}
for letter in letterCounts.keys.sorted() {
    print("  \(letter): \(letterCounts[letter]!)")
}

let failing = graded.filter { $0.letter == "F" }.map { $0.name }
print("Needs help: \(failing.isEmpty ? "nobody" : failing.joined(separator: ", "))")

// expect: === Grade Book ===
// expect: Amelia: avg 93.75 -> A (4 scores)
// expect: Bruno: avg 76.25 -> C (4 scores)
// expect: Chen: avg 56.00 -> F (4 scores)
// expect: Dalia: avg 84.33 -> B (3 scores)
// expect: Emeka: avg 0.00 -> F (0 scores)
// expect: Class average: 77.6
// expect: Top student: Amelia
// expect:   A: 1
// expect:   B: 1
// expect:   C: 1
// expect:   F: 1
// expect: Needs help: Chen
