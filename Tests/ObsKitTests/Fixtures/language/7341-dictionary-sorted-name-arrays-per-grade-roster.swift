// Exercism style (Grade School): a dictionary of sorted name arrays per grade, with a roster in grade order
struct GradeSchool {
    private(set) var roster: [Int: [String]] = [:]

    @discardableResult
    mutating func addStudent(_ name: String, grade: Int) -> Bool {
        if roster.values.contains(where: { $0.contains(name) }) { return false }
        roster[grade, default: []].append(name)
        roster[grade]?.sort()
        return true
    }

    func studentsInGrade(_ grade: Int) -> [String] {
        roster[grade] ?? []
    }

    var sortedRoster: [(grade: Int, names: [String])] {
        roster.keys.sorted().map { ($0, roster[$0]!) }
    }

    var allStudents: [String] {
        sortedRoster.flatMap(\.names)
    }
}

var school = GradeSchool()
let enrolments: [(String, Int)] = [
    ("Aimee", 2), ("Blair", 2), ("James", 2), ("Paul", 2), ("Chelsea", 3),
    ("Logan", 7), ("Franklin", 5), ("Bradley", 5), ("Jeff", 1), ("James", 3),
    ("Zoe", 2), ("Anna", 1),
]
for (name, grade) in enrolments {
    let added = school.addStudent(name, grade: grade)
    if !added { print("rejected \(name) for grade \(grade)") }
}
for entry in school.sortedRoster {
    print("grade \(entry.grade): \(entry.names.joined(separator: ", "))")
}
print("grade 4:", school.studentsInGrade(4))
print("all:", school.allStudents)
let sizes = school.roster.mapValues(\.count).sorted { $0.key < $1.key }
print(sizes.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

// expect: rejected James for grade 3
// expect: grade 1: Anna, Jeff
// expect: grade 2: Aimee, Blair, James, Paul, Zoe
// expect: grade 3: Chelsea
// expect: grade 5: Bradley, Franklin
// expect: grade 7: Logan
// expect: grade 4: []
// expect: all: ["Anna", "Jeff", "Aimee", "Blair", "James", "Paul", "Zoe", "Chelsea", "Bradley", "Franklin", "Logan"]
// expect: 1=2 2=5 3=1 5=2 7=1
