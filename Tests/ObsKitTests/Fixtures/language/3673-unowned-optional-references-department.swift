// Swift book style: unowned optional references in a department/course graph
class Department {
    var name: String
    var courses: [Course]
    init(name: String) {
        self.name = name
        self.courses = []
    }
    deinit { print("department \(name) freed") }
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
    deinit { print("course \(name) freed") }
}

var dept: Department? = Department(name: "Gardening")
let intro = Course(name: "Intro to Soil", in: dept!)
let middle = Course(name: "Pruning", in: dept!)
let advanced = Course(name: "Greenhouses", in: dept!)
intro.nextCourse = middle
middle.nextCourse = advanced
dept!.courses = [intro, middle, advanced]

var c: Course? = intro
while let current = c {
    print("\(current.name) (\(current.department.name)) -> \(current.nextCourse?.name ?? "end")")
    c = current.nextCourse
}
print("course count: \(dept!.courses.count)")
dept!.courses.removeAll()
dept = nil
print("finished")
// expect: Intro to Soil (Gardening) -> Pruning
// expect: Pruning (Gardening) -> Greenhouses
// expect: Greenhouses (Gardening) -> end
// expect: course count: 3
// expect: department Gardening freed
// expect: finished
