// Compiler test style: unowned references — a child holds an unowned back-pointer to its owner, so the owner's deinit runs with no cycle
final class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("customer \(name) deinit") }
}

final class CreditCard {
    let number: Int
    unowned let customer: Customer
    init(number: Int, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    deinit { print("card \(number) deinit") }
}

var john: Customer? = Customer(name: "John")
john!.card = CreditCard(number: 1234, customer: john!)
print("card belongs to \(john!.card!.customer.name)")
john = nil
print("after releasing john")

// unowned(unsafe)-free variant: unowned optional property
final class Department {
    let title: String
    var courses: [Course] = []
    init(title: String) { self.title = title }
    deinit { print("department \(title) deinit") }
}

final class Course {
    let name: String
    unowned let department: Department
    unowned var next: Course?
    init(name: String, in department: Department) {
        self.name = name
        self.department = department
    }
    deinit { print("course \(name) deinit") }
}

do {
    let dept = Department(title: "Horticulture")
    let intro = Course(name: "Survey of Plants", in: dept)
    let middle = Course(name: "Growing Common Herbs", in: dept)
    let advanced = Course(name: "Caring for Tropical Plants", in: dept)
    intro.next = middle
    middle.next = advanced
    dept.courses = [intro, middle, advanced]
    var cursor: Course? = intro
    while let c = cursor {
        print("\(c.department.title): \(c.name)")
        cursor = c.next
    }
    print("leaving scope")
}
print("done")

// expect: card belongs to John
// expect: customer John deinit
// expect: card 1234 deinit
// expect: after releasing john
// expect: Horticulture: Survey of Plants
// expect: Horticulture: Growing Common Herbs
// expect: Horticulture: Caring for Tropical Plants
// expect: leaving scope
// expect: department Horticulture deinit
// expect: course Survey of Plants deinit
// expect: course Growing Common Herbs deinit
// expect: course Caring for Tropical Plants deinit
// expect: done
