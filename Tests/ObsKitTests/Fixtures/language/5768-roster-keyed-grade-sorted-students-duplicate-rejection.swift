// Exercism style (Grade school): a roster keyed by grade with sorted students, duplicate rejection, and a harness comparing arrays
// known-gap: needs the compiler check (closure types); unchecked: error: value of type '(Int, Int)' has no member 'grade'
struct GradeSchool {
    private var roster: [Int: [String]] = [:]

    @discardableResult
    mutating func add(student name: String, grade: Int) -> Bool {
        if roster.values.contains(where: { $0.contains(name) }) { return false }
        roster[grade, default: []].append(name)
        roster[grade]!.sort()
        return true
    }

    func students(in grade: Int) -> [String] {
        roster[grade] ?? []
    }

    var all: [String] {
        roster.keys.sorted().flatMap { roster[$0]! }
    }

    var summary: [(grade: Int, count: Int)] {
        roster.map { ($0.key, $0.value.count) }.sorted { $0.grade < $1.grade }
    }
}

var passCount = 0
func assertEqual<T: Equatable>(_ a: T, _ b: T, _ what: String) {
    if a == b { passCount += 1; print("PASS", what) } else { print("FAIL", what, a, "!=", b) }
}

var school = GradeSchool()
assertEqual(school.all, [], "empty roster")
assertEqual(school.add(student: "Aimee", grade: 2), true, "add one")
assertEqual(school.all, ["Aimee"], "roster has one")
school.add(student: "Blair", grade: 2)
school.add(student: "James", grade: 2)
school.add(student: "Paul", grade: 2)
assertEqual(school.students(in: 2), ["Aimee", "Blair", "James", "Paul"], "sorted within grade")
assertEqual(school.add(student: "James", grade: 3), false, "duplicate in other grade rejected")
school.add(student: "Chelsea", grade: 3)
school.add(student: "Logan", grade: 7)
school.add(student: "Anna", grade: 1)
school.add(student: "Barb", grade: 1)
school.add(student: "Zoe", grade: 1)
assertEqual(school.all, ["Anna", "Barb", "Zoe", "Aimee", "Blair", "James", "Paul", "Chelsea", "Logan"], "full roster order")
assertEqual(school.students(in: 5), [], "empty grade")
for entry in school.summary {
    print("grade \(entry.grade): \(entry.count) student\(entry.count == 1 ? "" : "s")")
}
print("\(passCount) checks passed")

// expect: PASS empty roster
// expect: PASS add one
// expect: PASS roster has one
// expect: PASS sorted within grade
// expect: PASS duplicate in other grade rejected
// expect: PASS full roster order
// expect: PASS empty grade
// expect: grade 1: 3 students
// expect: grade 2: 4 students
// expect: grade 3: 1 student
// expect: grade 7: 1 student
// expect: 7 checks passed
