// Swift book style (strong reference cycles): two classes referencing each other, broken with weak
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}

class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}

var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")

john!.apartment = unit4A
unit4A!.tenant = john

print("tenant: \(unit4A?.tenant?.name ?? "none")")
john = nil
print("tenant after john = nil: \(unit4A?.tenant?.name ?? "none")")
unit4A = nil
print("done")
// expect: tenant: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: tenant after john = nil: none
// expect: Apartment 4A is being deinitialized
// expect: done
