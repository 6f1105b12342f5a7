// Swift Apprentice style (advanced classes): two-phase initialization, required and convenience initializers, and deinit order
class Person {
    var firstName: String
    var lastName: String
    required init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
        print("Person.init \(firstName)")
    }
    convenience init(fullName: String) {
        let parts = fullName.split(separator: " ").map(String.init)
        self.init(firstName: parts[0], lastName: parts.count > 1 ? parts[1] : "")
    }
    deinit { print("\(firstName) is being removed") }
}
class Student: Person {
    var grades: [Int] = []
    let school: String
    init(firstName: String, lastName: String, school: String) {
        self.school = school
        super.init(firstName: firstName, lastName: lastName)
        print("Student.init at \(school)")
    }
    required init(firstName: String, lastName: String) {
        school = "Unknown"
        super.init(firstName: firstName, lastName: lastName)
    }
    convenience init(transfer: Student) {
        self.init(firstName: transfer.firstName, lastName: transfer.lastName, school: "Transfer U")
        grades = transfer.grades
    }
    deinit { print("Student \(firstName) deinit") }
}
class StudentAthlete: Student {
    var sports: [String]
    init(firstName: String, lastName: String, sports: [String]) {
        self.sports = sports
        let passGrade = sports.isEmpty ? 0 : 50
        super.init(firstName: firstName, lastName: lastName, school: "Sports Academy")
        grades.append(passGrade)
    }
    required init(firstName: String, lastName: String) {
        sports = []
        super.init(firstName: firstName, lastName: lastName)
    }
}
func makeOne<T: Person>(_ type: T.Type) -> T {
    type.init(firstName: "Gen", lastName: "Eric")
}
do {
    let p = Person(fullName: "Ada Lovelace")
    print(p.lastName)
}
print("--")
do {
    let athlete = StudentAthlete(firstName: "Jo", lastName: "Ng", sports: ["Tennis"])
    let copy = Student(transfer: athlete)
    print(athlete.grades, copy.school, copy.grades)
}
print("--")
do {
    let made = makeOne(StudentAthlete.self)
    print(type(of: made), made.school, made.sports.isEmpty)
}
print("--")
var maybe: Student? = Student(fullName: "Kim")
maybe?.grades = [90]
maybe = nil
print("end")

// expect: Person.init Ada
// expect: Lovelace
// expect: Ada is being removed
// expect: --
// expect: Person.init Jo
// expect: Student.init at Sports Academy
// expect: Person.init Jo
// expect: Student.init at Transfer U
// expect: [50] Transfer U [50]
// expect: Student Jo deinit
// expect: Jo is being removed
// expect: Student Jo deinit
// expect: Jo is being removed
// expect: --
// expect: Person.init Gen
// expect: StudentAthlete Unknown true
// expect: Student Gen deinit
// expect: Gen is being removed
// expect: --
// expect: Person.init Kim
// expect: Student Kim deinit
// expect: Kim is being removed
// expect: end
