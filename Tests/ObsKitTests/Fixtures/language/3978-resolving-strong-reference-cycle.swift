// Swift book style: resolving a strong reference cycle between Person and Apartment with weak
class Person {
    let name: String
    init(name: String) { self.name = name; print("\(name) is being initialized") }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}

class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit; print("Apartment \(unit) is being initialized") }
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
print("still alive: \(reference3?.name ?? "none")")
reference3 = nil

var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print("tenant of 4A: \(unit4A!.tenant?.name ?? "none")")
john = nil
print("tenant after john = nil: \(unit4A!.tenant?.name ?? "none")")
unit4A = nil
print("end")
// expect: John Appleseed is being initialized
// expect: still alive: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: John Appleseed is being initialized
// expect: Apartment 4A is being initialized
// expect: tenant of 4A: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: tenant after john = nil: none
// expect: Apartment 4A is being deinitialized
// expect: end
