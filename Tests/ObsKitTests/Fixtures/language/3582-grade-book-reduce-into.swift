// App code style: grade book with reduce(into:), dictionary transforms, and sorted tuple reports
let scores: [(student: String, subject: String, score: Int)] = [
    ("ana", "math", 91), ("ben", "math", 78), ("cal", "math", 85),
    ("ana", "art", 72), ("ben", "art", 95), ("cal", "art", 85),
    ("ana", "bio", 88), ("ben", "bio", 61), ("dee", "bio", 99),
]
let byStudent = scores.reduce(into: [String: [Int]]()) { $0[$1.student, default: []].append($1.score) }
let averages = byStudent.mapValues { Double($0.reduce(0, +)) / Double($0.count) }
for (name, avg) in averages.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
    print("\(name): avg \(avg), n=\(byStudent[name]!.count)")
}
func letter(_ s: Int) -> Character {
    switch s {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    default: return "F"
    }
}
let letters = scores.map { letter($0.score) }
let histogram = Dictionary(letters.map { ($0, 1) }, uniquingKeysWith: +)
print(histogram.keys.sorted().map { "\($0)=\(histogram[$0]!)" }.joined(separator: " "))
let best = Dictionary(scores.map { ($0.subject, ($0.student, $0.score)) }) { a, b in a.1 >= b.1 ? a : b }
for subj in best.keys.sorted() { print("top \(subj): \(best[subj]!.0) \(best[subj]!.1)") }
let passing = averages.filter { $0.value >= 80 }.keys.sorted()
let failing = averages.compactMapValues { $0 < 80 ? Int($0) : nil }
print("passing \(passing), failing \(failing.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })")
let extra = ["dee": [70], "eve": [100]]
let merged = byStudent.merging(extra) { $0 + $1 }
print(merged.keys.sorted().map { "\($0)\(merged[$0]!)" }.joined(separator: ";"))
let subjects = Set(scores.map(\.subject)), taken = Set(scores.filter { $0.student == "dee" }.map(\.subject))
print("dee missing \(subjects.subtracting(taken).sorted()), all \(subjects.sorted()), subset \(taken.isSubset(of: subjects))")
let (lo, hi) = scores.reduce((Int.max, Int.min)) { (min($0.0, $1.score), max($0.1, $1.score)) }
print("range \(lo)...\(hi), spread \(hi - lo)")
// expect: dee: avg 99.0, n=1
// expect: cal: avg 85.0, n=2
// expect: ana: avg 83.66666666666667, n=3
// expect: ben: avg 78.0, n=3
// expect: A=3 B=3 C=2 F=1
// expect: top art: ben 95
// expect: top bio: dee 99
// expect: top math: ana 91
// expect: passing ["ana", "cal", "dee"], failing ["ben:78"]
// expect: ana[91, 72, 88];ben[78, 95, 61];cal[85, 85];dee[99, 70];eve[100]
// expect: dee missing ["art", "math"], all ["art", "bio", "math"], subset true
// expect: range 61...99, spread 38
