// App code style: gradebook statistics with generic percentile, median and letter grades over Comparable values
// known-gap: needs the compiler check (the types it gives); unchecked: error: 4531-grade-statistics.swift:43:27: error: no exact matches in call to 'mean(_:)' with arguments of type (Array<Int>); candidates: mean(_:), mean(_:)
func median<T: Comparable>(_ values: [T], average: (T, T) -> T) -> T? {
    guard !values.isEmpty else { return nil }
    let s = values.sorted()
    let mid = s.count / 2
    return s.count % 2 == 1 ? s[mid] : average(s[mid - 1], s[mid])
}

func percentile<T: Comparable>(_ values: [T], _ p: Int) -> T? {
    guard !values.isEmpty else { return nil }
    let s = values.sorted()
    let rank = (p * (s.count - 1) + 50) / 100
    return s[min(max(rank, 0), s.count - 1)]
}

func mean<T: BinaryInteger>(_ values: [T]) -> Double {
    var total: T = 0
    for v in values { total += v }
    return Double(Int(total)) / Double(values.count)
}

func mean<T: BinaryFloatingPoint>(_ values: [T]) -> T {
    values.reduce(0, +) / T(values.count)
}

enum Letter: String {
    case a = "A", b = "B", c = "C", d = "D", f = "F"
    init<T: BinaryFloatingPoint>(score: T) {
        switch score {
        case 90...: self = .a
        case 80..<90: self = .b
        case 70..<80: self = .c
        case 60..<70: self = .d
        default: self = .f
        }
    }
}

struct Student {
    let name: String
    let scores: [Int]
    var average: Double { mean(scores) }
}

let students = [
    Student(name: "Ada", scores: [95, 88, 92]),
    Student(name: "Ben", scores: [72, 65, 80, 79]),
    Student(name: "Cai", scores: [58, 61]),
    Student(name: "Dee", scores: [85, 91, 78, 88, 90]),
]

for s in students {
    let letter = Letter(score: s.average)
    print("\(s.name): avg \(s.average) -> \(letter.rawValue)")
}

let allScores = students.flatMap { $0.scores }
print("all:", allScores.sorted())
print("median:", median(allScores) { ($0 + $1) / 2 } ?? -1)
print("median double:", median(allScores.map(Double.init)) { ($0 + $1) / 2 } ?? -1)
print("p25:", percentile(allScores, 25)!, "p50:", percentile(allScores, 50)!, "p90:", percentile(allScores, 90)!)
print("mean int:", mean(allScores))
print("mean double:", mean(allScores.map { Double($0) }))
print("mean float:", mean([Float(1), 2, 2]))
print("mean uint8:", mean([UInt8(20), 100, 1]))
print("names median:", median(students.map(\.name)) { a, _ in a } ?? "")
print("empty median:", median([Int]()) { $0 + $1 } as Any)

let ranking = students.sorted { $0.average > $1.average }.map(\.name)
print("ranking:", ranking)
let curve = 5.0
let curved = students.map { min($0.average + curve, 100) }
print("curved:", curved)
print("curved letters:", curved.map { Letter(score: $0).rawValue }.joined())
print("float letter:", Letter(score: Float(89.99)).rawValue, Letter(score: 90.0).rawValue)
// expect: Ada: avg 91.66666666666667 -> A
// expect: Ben: avg 74.0 -> C
// expect: Cai: avg 59.5 -> F
// expect: Dee: avg 86.4 -> B
// expect: all: [58, 61, 65, 72, 78, 79, 80, 85, 88, 88, 90, 91, 92, 95]
// expect: median: 82
// expect: median double: 82.5
// expect: p25: 72 p50: 85 p90: 92
// expect: mean int: 80.14285714285714
// expect: mean double: 80.14285714285714
// expect: mean float: 1.6666666
// expect: mean uint8: 40.333333333333336
// expect: names median: Ben
// expect: empty median: nil
// expect: ranking: ["Ada", "Dee", "Ben", "Cai"]
// expect: curved: [96.66666666666667, 79.0, 64.5, 91.4]
// expect: curved letters: ACDA
// expect: float letter: B A
