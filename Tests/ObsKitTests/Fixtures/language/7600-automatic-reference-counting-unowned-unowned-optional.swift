// Swift book style (Automatic Reference Counting): unowned and unowned optional references
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    deinit { print("Card #\(number) is being deinitialized") }
}
var john: Customer? = Customer(name: "John Appleseed")
john!.card = CreditCard(number: 1234_5678_9012_3456, customer: john!)
print(john!.card!.customer.name)
john = nil

class Department {
    var name: String
    var courses: [Course]
    init(name: String) { self.name = name; self.courses = [] }
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
}
let department = Department(name: "Horticulture")
let intro = Course(name: "Survey of Plants", in: department)
let intermediate = Course(name: "Growing Common Herbs", in: department)
let advanced = Course(name: "Caring for Tropical Plants", in: department)
intro.nextCourse = intermediate
intermediate.nextCourse = advanced
department.courses = [intro, intermediate, advanced]
var cursor: Course? = intro
while let c = cursor {
    print("\(c.name) [\(c.department.name)]")
    cursor = c.nextCourse
}
print(advanced.nextCourse == nil)
// expect: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: Survey of Plants [Horticulture]
// expect: Growing Common Herbs [Horticulture]
// expect: Caring for Tropical Plants [Horticulture]
// expect: true
