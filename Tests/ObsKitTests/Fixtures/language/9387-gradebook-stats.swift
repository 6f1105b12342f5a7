// grade book: averages, median, standard deviation and letter grades per student (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Student {
    let name: String
    var scores: [Double]

    var average: Double {
        scores.isEmpty ? 0 : scores.reduce(0, +) / Double(scores.count)
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

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 0 ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[mid]
}

func standardDeviation(_ values: [Double]) -> Double {
    let mean = values.reduce(0, +) / Double(values.count)
    let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
    return variance.squareRoot()
}

var roster = [
    Student(name: "Ada", scores: [92, 88, 95, 100]),
    Student(name: "Ben", scores: [72, 65, 80, 70]),
    Student(name: "Cleo", scores: [85, 91, 78, 88]),
    Student(name: "Dev", scores: [55, 62, 48, 70]),
    Student(name: "Eve", scores: [89, 90, 91, 89.5]),
]
roster[1].scores.append(95)

for s in roster.sorted(by: { $0.average > $1.average }) {
    print(s.name.padding(toLength: 6, withPad: " ", startingAt: 0) + String(format: "%6.2f  %@", s.average, s.letter))
}

let allAverages = roster.map(\.average)
print(String(format: "Class mean: %.3f", allAverages.reduce(0, +) / Double(allAverages.count)))
print(String(format: "Median: %.2f", median(allAverages)))
print(String(format: "Std dev: %.4f", standardDeviation(allAverages)))

let distribution = Dictionary(grouping: roster, by: \.letter).mapValues { $0.map(\.name) }
for grade in ["A", "B", "C", "D", "F"] {
    print("\(grade): \(distribution[grade, default: []])")
}
let best = roster.flatMap { s in s.scores.map { (s.name, $0) } }.max { $0.1 < $1.1 }!
print("Highest single score: \(best.1) by \(best.0)")
// expect: Ada    93.75  A
// expect: Eve    89.88  B
// expect: Cleo   85.50  B
// expect: Ben    76.40  C
// expect: Dev    58.75  F
// expect: Class mean: 80.855
// expect: Median: 85.50
// expect: Std dev: 12.4715
// expect: A: ["Ada"]
// expect: B: ["Cleo", "Eve"]
// expect: C: ["Ben"]
// expect: D: []
// expect: F: ["Dev"]
// expect: Highest single score: 100.0 by Ada
