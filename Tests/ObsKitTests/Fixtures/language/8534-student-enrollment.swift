// Course style (classes and dictionaries): course enrollment with capacity and waitlist
class Course {
    let code: String
    let capacity: Int
    private(set) var enrolled: [String] = []
    private(set) var waitlist: [String] = []

    init(code: String, capacity: Int) {
        self.code = code
        self.capacity = capacity
    }

    func enroll(_ student: String) -> String {
        if enrolled.contains(student) || waitlist.contains(student) {
            return "\(student) already registered for \(code)"
        }
        if enrolled.count < capacity {
            enrolled.append(student)
            return "\(student) enrolled in \(code)"
        }
        waitlist.append(student)
        return "\(student) waitlisted for \(code) (position \(waitlist.count))"
    }

    func drop(_ student: String) -> String {
        guard let index = enrolled.firstIndex(of: student) else {
            return "\(student) is not enrolled in \(code)"
        }
        enrolled.remove(at: index)
        var message = "\(student) dropped \(code)"
        if !waitlist.isEmpty {
            let promoted = waitlist.removeFirst()
            enrolled.append(promoted)
            message += "; \(promoted) promoted from waitlist"
        }
        return message
    }
}

var courses: [String: Course] = [
    "CS101": Course(code: "CS101", capacity: 2),
    "MA201": Course(code: "MA201", capacity: 3),
]

let requests = [("Ruth", "CS101"), ("Sami", "CS101"), ("Tao", "CS101"), ("Uma", "CS101"),
                ("Ruth", "MA201"), ("Tao", "MA201"), ("Ruth", "CS101"), ("Vic", "PH300")]

for (student, code) in requests {
    if let course = courses[code] {
        print(course.enroll(student))
    } else {
        print("No course \(code)")
    }
}

print(courses["CS101"]!.drop("Sami"))
print(courses["CS101"]!.drop("Wes"))
print(courses["MA201"]!.drop("Tao"))

for code in courses.keys.sorted() {
    let c = courses[code]!
    print("\(code): \(c.enrolled) waitlist \(c.waitlist)")
}

var load: [String: Int] = [:]
for code in courses.keys.sorted() {
    for s in courses[code]!.enrolled { load[s, default: 0] += 1 }
}
print("Course load: " + load.keys.sorted().map { "\($0)=\(load[$0]!)" }.joined(separator: " "))

// expect: Ruth enrolled in CS101
// expect: Sami enrolled in CS101
// expect: Tao waitlisted for CS101 (position 1)
// expect: Uma waitlisted for CS101 (position 2)
// expect: Ruth enrolled in MA201
// expect: Tao enrolled in MA201
// expect: Ruth already registered for CS101
// expect: No course PH300
// expect: Sami dropped CS101; Tao promoted from waitlist
// expect: Wes is not enrolled in CS101
// expect: Tao dropped MA201
// expect: CS101: ["Ruth", "Tao"] waitlist ["Uma"]
// expect: MA201: ["Ruth"] waitlist []
// expect: Course load: Ruth=2 Tao=1
