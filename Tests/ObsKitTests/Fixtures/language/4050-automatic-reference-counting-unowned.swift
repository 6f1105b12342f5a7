// Swift book style: Automatic Reference Counting: unowned references between Customer and CreditCard
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) {
        self.name = name
    }
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

var john: Customer?
john = Customer(name: "John Appleseed")
john!.card = CreditCard(number: 1234_5678_9012_3456, customer: john!)
print("card owner: \(john!.card!.customer.name)")
print("card number: \(john!.card!.number)")
john = nil
print("john released")

class Department {
    var name: String
    var courses: [Course]
    init(name: String) {
        self.name = name
        self.courses = []
    }
    deinit { print("Department \(name) closed") }
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
    deinit { print("Course \(name) removed") }
}

var department: Department? = Department(name: "Horticulture")
let intro = Course(name: "Survey of Plants", in: department!)
let intermediate = Course(name: "Growing Common Herbs", in: department!)
let advanced = Course(name: "Caring for Tropical Plants", in: department!)
intro.nextCourse = intermediate
intermediate.nextCourse = advanced
department!.courses = [intro, intermediate, advanced]

var current: Course? = intro
while let c = current {
    print("\(c.name) in \(c.department.name)")
    current = c.nextCourse
}
print("advanced has next: \(advanced.nextCourse != nil)")
department!.name = "Botany"
print("intro department now: \(intro.department.name)")
// expect: card owner: John Appleseed
// expect: card number: 1234567890123456
// expect: John Appleseed is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: john released
// expect: Survey of Plants in Horticulture
// expect: Growing Common Herbs in Horticulture
// expect: Caring for Tropical Plants in Horticulture
// expect: advanced has next: false
// expect: intro department now: Botany
