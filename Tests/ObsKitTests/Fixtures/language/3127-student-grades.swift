// App code style: gradebook with switch ranges, tuple patterns, compactMap of optional scores and nil-coalescing
struct Student {
    let name: String
    let scores: [Int?]
}

enum Grade: String, CaseIterable {
    case a = "A", b = "B", c = "C", f = "F"

    init(score: Int) {
        switch score {
        case 90...: self = .a
        case 80..<90: self = .b
        case 65..<80: self = .c
        default: self = .f
        }
    }
}

let students = [
    Student(name: "Mia", scores: [95, 88, nil, 92]),
    Student(name: "Noah", scores: [70, nil, nil, 61]),
    Student(name: "Olga", scores: [nil, nil, nil, nil]),
    Student(name: "Paul", scores: [85, 79, 90, 81]),
]

func average(_ scores: [Int?]) -> Int? {
    let taken = scores.compactMap { $0 }
    guard !taken.isEmpty else { return nil }
    return taken.reduce(0, +) / taken.count
}

var distribution: [Grade: [String]] = [:]
for student in students {
    let avg = average(student.scores)
    let missed = student.scores.filter { $0 == nil }.count
    switch (avg, missed) {
    case (nil, _):
        print("\(student.name): no scores")
    case (let value?, 0):
        let grade = Grade(score: value)
        distribution[grade, default: []].append(student.name)
        print("\(student.name): \(value) \(grade.rawValue) (perfect attendance)")
    case (let value?, let m) where m > 1:
        let grade = Grade(score: value)
        distribution[grade, default: []].append(student.name)
        print("\(student.name): \(value) \(grade.rawValue) (missed \(m), needs review)")
    case (let value?, _):
        let grade = Grade(score: value)
        distribution[grade, default: []].append(student.name)
        print("\(student.name): \(value) \(grade.rawValue)")
    }
}
for grade in Grade.allCases {
    print("\(grade.rawValue): \(distribution[grade]?.joined(separator: ", ") ?? "-")")
}
let best = students.max { (average($0.scores) ?? -1) < (average($1.scores) ?? -1) }
print("Top: \(best?.name ?? "none")")
// expect: Mia: 91 A
// expect: Noah: 65 C (missed 2, needs review)
// expect: Olga: no scores
// expect: Paul: 83 B (perfect attendance)
// expect: A: Mia
// expect: B: Paul
// expect: C: Noah
// expect: F: -
// expect: Top: Mia
