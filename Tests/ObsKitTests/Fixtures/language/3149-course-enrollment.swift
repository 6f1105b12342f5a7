// App code style: course enrollment with Equatable/Comparable structs, throwing enroll and waitlist handling
enum EnrollmentError: Error, Equatable {
    case courseFull(waitlistPosition: Int)
    case alreadyEnrolled
    case prerequisiteMissing(String)
}

struct Course {
    let code: String
    let capacity: Int
    let prerequisite: String?
    private(set) var enrolled: [String] = []
    private(set) var waitlist: [String] = []

    init(code: String, capacity: Int, prerequisite: String? = nil) {
        self.code = code
        self.capacity = capacity
        self.prerequisite = prerequisite
    }

    mutating func enroll(_ student: String, completed: Set<String>) throws {
        if enrolled.contains(student) || waitlist.contains(student) { throw EnrollmentError.alreadyEnrolled }
        if let pre = prerequisite, !completed.contains(pre) { throw EnrollmentError.prerequisiteMissing(pre) }
        guard enrolled.count < capacity else {
            waitlist.append(student)
            throw EnrollmentError.courseFull(waitlistPosition: waitlist.count)
        }
        enrolled.append(student)
    }

    mutating func drop(_ student: String) {
        guard let i = enrolled.firstIndex(of: student) else { return }
        enrolled.remove(at: i)
        if !waitlist.isEmpty { enrolled.append(waitlist.removeFirst()) }
    }
}

var course = Course(code: "CS201", capacity: 2, prerequisite: "CS101")
let transcripts: [String: Set<String>] = ["amy": ["CS101"], "bo": ["CS101", "MA101"], "cat": [], "dev": ["CS101"], "eli": ["CS101"]]
for student in ["amy", "bo", "cat", "dev", "amy", "eli"] {
    do {
        try course.enroll(student, completed: transcripts[student] ?? [])
        print("\(student) enrolled")
    } catch EnrollmentError.courseFull(let position) {
        print("\(student) waitlisted at #\(position)")
    } catch let error as EnrollmentError where error == .alreadyEnrolled {
        print("\(student) is already in")
    } catch {
        print("\(student) rejected: \(error)")
    }
}
course.drop("bo")
print("Enrolled: \(course.enrolled), waitlist: \(course.waitlist)")
print("Seats sorted: \(course.enrolled.sorted(by: >))")
// expect: amy enrolled
// expect: bo enrolled
// expect: cat rejected: prerequisiteMissing("CS101")
// expect: dev waitlisted at #1
// expect: amy is already in
// expect: eli waitlisted at #2
// expect: Enrolled: ["amy", "dev"], waitlist: ["eli"]
// expect: Seats sorted: ["dev", "amy"]
