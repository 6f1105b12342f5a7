// ARC: strong reference cycles, weak references, unowned references, unowned optional
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Person {
    let name: String
    init(name: String) { self.name = name; print("\(name) is being initialized") }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Person?
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print(unit4A!.tenant?.name ?? "empty")
john = nil
print("tenant now: \(unit4A!.tenant?.name ?? "nobody")")
unit4A = nil

class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) { self.number = number; self.customer = customer }
    deinit { print("Card #\(number) is being deinitialized") }
}
var jane: Customer? = Customer(name: "Jane")
jane!.card = CreditCard(number: 1234_5678_9012_3456, customer: jane!)
print(jane!.card!.customer.name)
jane = nil

class Department {
    var name: String
    var courses: [Course]
    init(name: String) { self.name = name; courses = [] }
    deinit { print("Department \(name) gone") }
}
class Course {
    var name: String
    unowned var department: Department
    unowned var nextCourse: Course?
    init(name: String, in department: Department) { self.name = name; self.department = department; nextCourse = nil }
}
do {
    let dept = Department(name: "Horticulture")
    let intro = Course(name: "Survey of Plants", in: dept)
    let inter = Course(name: "Growing Common Herbs", in: dept)
    intro.nextCourse = inter
    dept.courses = [intro, inter]
    print(intro.nextCourse?.name ?? "-", inter.nextCourse?.name ?? "none", inter.department.name)
}
weak var ghost: Person? = Person(name: "Ghost")
print(ghost == nil)
print("done")
// expect: John Appleseed is being initialized
// expect: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: tenant now: nobody
// expect: Apartment 4A is being deinitialized
// expect: Jane
// expect: Jane is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: Growing Common Herbs none Horticulture
// expect: Department Horticulture gone
// expect: Ghost is being initialized
// expect: Ghost is being deinitialized
// expect: true
// expect: done
