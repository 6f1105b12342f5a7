// Swift book style (unowned and implicitly unwrapped): a course and its students with unowned back references, printed through a roster
class Course: CustomStringConvertible {
    let name: String
    var students: [Student] = []
    init(name: String) {
        self.name = name
        print("course \(name) opens")
    }
    func enroll(_ who: String) -> Student {
        let s = Student(name: who, course: self)
        students.append(s)
        return s
    }
    var description: String { "\(name): " + students.map(\.name).joined(separator: ", ") }
    deinit { print("course \(name) closes") }
}

class Student {
    let name: String
    unowned let course: Course
    unowned(unsafe) var buddy: Student?
    init(name: String, course: Course) {
        self.name = name
        self.course = course
    }
    func intro() -> String {
        "\(name) takes \(course.name)" + (buddy.map { " with \($0.name)" } ?? "")
    }
    deinit { print("student \(name) leaves") }
}

func term() {
    let algebra = Course(name: "Algebra")
    let a = algebra.enroll("Ada")
    let b = algebra.enroll("Bo")
    _ = algebra.enroll("Cy")
    a.buddy = b
    print(algebra)
    print(a.intro())
    print(b.intro())
    print(algebra.students.map { $0.course === algebra })
    algebra.students.removeLast()
    print("after drop: \(algebra)")
}
term()
print("done")

// expect: course Algebra opens
// expect: Algebra: Ada, Bo, Cy
// expect: Ada takes Algebra with Bo
// expect: Bo takes Algebra
// expect: [true, true, true]
// expect: student Cy leaves
// expect: after drop: Algebra: Ada, Bo
// expect: course Algebra closes
// expect: student Ada leaves
// expect: student Bo leaves
// expect: done
