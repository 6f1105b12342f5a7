// Swift book style: automatic reference counting, strong cycles, weak and unowned
// Checks: deinit timing as references drop; a Person/Apartment cycle broken with weak;
// Customer/CreditCard with unowned; unowned(unsafe)-free unowned optional; implicitly
// unwrapped optional property in Country/City.

final class Person {
    let name: String
    init(name: String) {
        self.name = name
        print("\(name) is being initialized")
    }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}

final class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Person?
    deinit { print("Apartment \(unit) is being deinitialized") }
}

var reference1: Person?
var reference2: Person?
var reference3: Person?
reference1 = Person(name: "John Appleseed")
reference2 = reference1
reference3 = reference1
reference1 = nil
reference2 = nil
print("two references gone")
reference3 = nil
print("-- weak")

var john: Person? = Person(name: "John")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print("tenant: \(unit4A!.tenant?.name ?? "none")")
john = nil
print("tenant after john = nil: \(unit4A!.tenant?.name ?? "none")")
unit4A = nil
print("-- unowned")

final class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
final class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    deinit { print("Card #\(number) is being deinitialized") }
}
var jane: Customer? = Customer(name: "Jane")
jane!.card = CreditCard(number: 1234_5678_9012_3456, customer: jane!)
print("card owner: \(jane!.card!.customer.name)")
jane = nil
print("-- unowned optional")

final class Department {
    var name: String
    var courses: [Course]
    init(name: String) {
        self.name = name
        self.courses = []
    }
    deinit { print("Department \(name) deinit") }
}
final class Course {
    var name: String
    unowned var department: Department
    unowned var nextCourse: Course?
    init(name: String, in department: Department) {
        self.name = name
        self.department = department
        self.nextCourse = nil
    }
    deinit { print("Course \(name) deinit") }
}
var department: Department? = Department(name: "Horticulture")
let intro = Course(name: "Survey of Plants", in: department!)
let intermediate = Course(name: "Growing Common Herbs", in: department!)
intro.nextCourse = intermediate
department!.courses = [intro, intermediate]
print("\(intro.name) -> \(intro.nextCourse?.name ?? "end") in \(intro.department.name)")
print("\(intermediate.name) -> \(intermediate.nextCourse?.name ?? "end")")
department = nil
print("-- implicitly unwrapped")

final class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
    deinit { print("Country \(name) deinit") }
}
final class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
    }
    deinit { print("City \(name) deinit") }
}
var country: Country? = Country(name: "Canada", capitalName: "Ottawa")
print("\(country!.name)'s capital city is called \(country!.capitalCity.name)")
print("back-reference: \(country!.capitalCity.country.name)")
country = nil
print("-- weak in a collection wrapper")

final class WeakBox {
    weak var value: Person?
    init(_ value: Person) { self.value = value }
}
var people: [Person] = [Person(name: "A"), Person(name: "B")]
let boxes = people.map(WeakBox.init)
print(boxes.map { $0.value?.name ?? "gone" })
people.removeLast()
print(boxes.map { $0.value?.name ?? "gone" })
people.removeAll()
print(boxes.map { $0.value?.name ?? "gone" })

// expect: John Appleseed is being initialized
// expect: two references gone
// expect: John Appleseed is being deinitialized
// expect: -- weak
// expect: John is being initialized
// expect: tenant: John
// expect: John is being deinitialized
// expect: tenant after john = nil: none
// expect: Apartment 4A is being deinitialized
// expect: -- unowned
// expect: card owner: Jane
// expect: Jane is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: -- unowned optional
// expect: Survey of Plants -> Growing Common Herbs in Horticulture
// expect: Growing Common Herbs -> end
// expect: Department Horticulture deinit
// expect: -- implicitly unwrapped
// expect: Canada's capital city is called Ottawa
// expect: back-reference: Canada
// expect: Country Canada deinit
// expect: City Ottawa deinit
// expect: -- weak in a collection wrapper
// expect: A is being initialized
// expect: B is being initialized
// expect: ["A", "B"]
// expect: B is being deinitialized
// expect: ["A", "gone"]
// expect: A is being deinitialized
// expect: ["gone", "gone"]
