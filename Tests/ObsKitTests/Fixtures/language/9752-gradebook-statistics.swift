// Everyday app logic, gradebook: structs with computed properties, mean/median/standard deviation with sqrt, letter grades via switch on ranges, weighted averages with zip, ranking with ties
import Foundation

struct Student {
    let name: String
    let scores: [String: Double]   // category -> percent
}

let weights: [String: Double] = ["homework": 0.25, "midterm": 0.30, "final": 0.35, "participation": 0.10]

let students = [
    Student(name: "Avery", scores: ["homework": 92, "midterm": 85, "final": 88, "participation": 100]),
    Student(name: "Blake", scores: ["homework": 78, "midterm": 65, "final": 72, "participation": 90]),
    Student(name: "Casey", scores: ["homework": 95, "midterm": 91, "final": 97, "participation": 80]),
    Student(name: "Devon", scores: ["homework": 60, "midterm": 58, "final": 49, "participation": 70]),
    Student(name: "Emery", scores: ["homework": 88, "midterm": 79, "final": 90, "participation": 100]),
    Student(name: "Finley", scores: ["homework": 85, "midterm": 82, "final": 90, "participation": 95]),
]

func weightedAverage(_ s: Student) -> Double {
    let keys = weights.keys.sorted()
    return zip(keys.map { s.scores[$0, default: 0] }, keys.map { weights[$0]! })
        .reduce(0) { $0 + $1.0 * $1.1 }
}

func letter(_ score: Double) -> String {
    switch score {
    case 93...: return "A"
    case 90..<93: return "A-"
    case 87..<90: return "B+"
    case 83..<87: return "B"
    case 80..<83: return "B-"
    case 70..<80: return "C"
    case 60..<70: return "D"
    default: return "F"
    }
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func stddev(_ xs: [Double]) -> Double {
    let mean = xs.reduce(0, +) / Double(xs.count)
    return sqrt(xs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(xs.count))
}

let finals = students.map { ($0.name, (weightedAverage($0) * 10).rounded() / 10) }
let ranked = finals.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
var rank = 0
var previous: Double?
for (i, entry) in ranked.enumerated() {
    if entry.1 != previous { rank = i + 1 }
    previous = entry.1
    print("\(rank). \(entry.0.padding(toLength: 7, withPad: " ", startingAt: 0)) \(String(format: "%5.1f", entry.1)) \(letter(entry.1))")
}

let values = finals.map(\.1)
print(String(format: "mean %.2f  median %.2f  stddev %.2f", values.reduce(0, +) / Double(values.count), median(values), stddev(values)))

for category in weights.keys.sorted() {
    let cat = students.compactMap { $0.scores[category] }
    let best = students.max { ($0.scores[category] ?? 0, $1.name) < ($1.scores[category] ?? 0, $0.name) }!
    print("\(category): avg \(String(format: "%.1f", cat.reduce(0, +) / Double(cat.count))), best \(best.name)")
}

let distribution = Dictionary(grouping: finals.map { letter($0.1) }, by: { $0.prefix(1) }).mapValues(\.count)
print("distribution: " + distribution.keys.sorted().map { "\($0)=\(distribution[$0]!)" }.joined(separator: " "))
print("passing: \(finals.filter { $0.1 >= 60 }.map(\.0))")
// expect: 1. Casey    93.0 A
// expect: 2. Avery    89.3 B+
// expect: 3. Emery    87.2 B+
// expect: 4. Finley   86.9 B
// expect: 5. Blake    73.2 C
// expect: 6. Devon    56.6 F
// expect: mean 81.03  median 87.05  stddev 12.53
// expect: final: avg 81.0, best Casey
// expect: homework: avg 83.0, best Casey
// expect: midterm: avg 76.7, best Casey
// expect: participation: avg 89.2, best Avery
// expect: distribution: A=1 B=3 C=1 F=1
// expect: passing: ["Avery", "Blake", "Casey", "Emery", "Finley"]
