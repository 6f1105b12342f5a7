// Swift book style: Automatic Reference Counting: strong cycles resolved with weak and unowned references
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
var reference1: Person? = Person(name: "John Appleseed")
var reference2 = reference1
reference1 = nil
print("still alive: \(reference2?.name ?? "nobody")")
reference2 = nil

var john: Person? = Person(name: "John")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
print("tenant after john = nil: \(unit4A!.tenant?.name ?? "none")")
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
print("card owner: \(jane!.card!.customer.name)")
jane = nil

class Department {
    var name: String
    var courses: [Course]
    init(name: String) { self.name = name; self.courses = [] }
}
class Course {
    var name: String
    unowned var department: Department
    unowned var nextCourse: Course?
    init(name: String, in department: Department) { self.name = name; self.department = department; self.nextCourse = nil }
}
let department = Department(name: "Horticulture")
let intro = Course(name: "Survey of Plants", in: department)
let intermediate = Course(name: "Growing Common Herbs", in: department)
let advanced = Course(name: "Caring for Tropical Plants", in: department)
intro.nextCourse = intermediate
intermediate.nextCourse = advanced
department.courses = [intro, intermediate, advanced]
var path: [String] = []
var current: Course? = intro
while let c = current { path.append(c.name); current = c.nextCourse }
print(path.joined(separator: " -> "), "@", advanced.department.name)

class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
}
class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) { self.name = name; self.country = country }
}
let country = Country(name: "Canada", capitalName: "Ottawa")
print("\(country.name)'s capital city is called \(country.capitalCity.name)")
weak var weakProbe: Person?
do {
    let temp = Person(name: "Temp")
    weakProbe = temp
    print("probe inside: \(weakProbe?.name ?? "nil")")
}
print("probe outside: \(weakProbe?.name ?? "nil")")

// expect: John Appleseed is being initialized
// expect: still alive: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: John is being initialized
// expect: John is being deinitialized
// expect: tenant after john = nil: none
// expect: Apartment 4A is being deinitialized
// expect: card owner: Jane
// expect: Jane is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: Survey of Plants -> Growing Common Herbs -> Caring for Tropical Plants @ Horticulture
// expect: Canada's capital city is called Ottawa
// expect: Temp is being initialized
// expect: probe inside: Temp
// expect: Temp is being deinitialized
// expect: probe outside: nil
