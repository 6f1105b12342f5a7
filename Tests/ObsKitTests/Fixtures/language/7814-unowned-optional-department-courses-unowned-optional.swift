// Swift book style (unowned optional): department and courses with unowned optional links
class Department {
    var name: String
    var courses: [Course]
    init(name: String) {
        self.name = name
        self.courses = []
    }
    deinit { print("department \(name) gone") }
}

class Course {
    var name: String
    unowned var department: Department
    unowned var nextCourse: Course?
    init(name: String, in department: Department) {
        self.name = name
        self.department = department
        self.nextCourse = nil
    }
    deinit { print("course \(name) gone") }
}

var department: Department? = Department(name: "Horticulture")
let intro = Course(name: "Survey of Plants", in: department!)
let intermediate = Course(name: "Growing Common Herbs", in: department!)
let advanced = Course(name: "Caring for Tropical Plants", in: department!)
intro.nextCourse = intermediate
intermediate.nextCourse = advanced
department!.courses = [intro, intermediate, advanced]

var c: Course? = intro
while let course = c {
    print("\(course.name) in \(course.department.name)")
    c = course.nextCourse
}
print(advanced.nextCourse == nil ? "last has no next" : "has next")
department = nil
print("end")
// expect: Survey of Plants in Horticulture
// expect: Growing Common Herbs in Horticulture
// expect: Caring for Tropical Plants in Horticulture
// expect: last has no next
// expect: department Horticulture gone
// expect: end
