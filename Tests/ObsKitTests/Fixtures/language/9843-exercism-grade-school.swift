// Exercism Swift track style (Grade School): maintain a roster of students by grade
struct GradeSchool {
  private var grades: [Int: [String]] = [:]

  @discardableResult
  mutating func addStudent(_ name: String, grade: Int) -> Bool {
    // a student can only be enrolled once in the whole school
    if grades.values.contains(where: { $0.contains(name) }) { return false }
    grades[grade, default: []].append(name)
    grades[grade]!.sort()
    return true
  }

  func studentsInGrade(_ grade: Int) -> [String] { grades[grade] ?? [] }

  func roster() -> [String] {
    grades.keys.sorted().flatMap { grades[$0]! }
  }

  var gradeSizes: [(grade: Int, count: Int)] {
    grades.keys.sorted().map { ($0, grades[$0]!.count) }
  }
}

let enrollment = """
Mira,2
Dario,2
Kofi,2
Lena,2
Tariq,3
Yuki,7
Dario,5
Bea,5
Omar,5
Ines,1
Xavi,1
Cleo,1
Ravi,3
Hana,4
Uma,9
Ravi,2
"""

var school = GradeSchool()
for line in enrollment.split(separator: "\n") {
  let parts = line.split(separator: ",")
  guard parts.count == 2, let grade = Int(parts[1]) else { continue }
  let name = String(parts[0])
  let added = school.addStudent(name, grade: grade)
  if !added { print("rejected duplicate: \(name) (grade \(grade))") }
}

print("Full roster:", school.roster())
for (grade, count) in school.gradeSizes {
  print("Grade \(grade) (\(count)): \(school.studentsInGrade(grade).joined(separator: ", "))")
}
print("Grade 6:", school.studentsInGrade(6))

var empty = GradeSchool()
print("empty roster:", empty.roster())
empty.addStudent("Solo", grade: 1)
print(empty.roster(), empty.addStudent("Solo", grade: 2), empty.roster())
// expect: rejected duplicate: Dario (grade 5)
// expect: rejected duplicate: Ravi (grade 2)
// expect: Full roster: ["Cleo", "Ines", "Xavi", "Dario", "Kofi", "Lena", "Mira", "Ravi", "Tariq", "Hana", "Bea", "Omar", "Yuki", "Uma"]
// expect: Grade 1 (3): Cleo, Ines, Xavi
// expect: Grade 2 (4): Dario, Kofi, Lena, Mira
// expect: Grade 3 (2): Ravi, Tariq
// expect: Grade 4 (1): Hana
// expect: Grade 5 (2): Bea, Omar
// expect: Grade 7 (1): Yuki
// expect: Grade 9 (1): Uma
// expect: Grade 6: []
// expect: empty roster: []
// expect: ["Solo"] false ["Solo"]
