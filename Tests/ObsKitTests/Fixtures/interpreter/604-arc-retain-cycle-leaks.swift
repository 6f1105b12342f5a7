// Two objects holding strong references to each other form a cycle: no deinit ever runs.
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("person deinit") }
}
class Apartment {
    let unit: String
    var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("apartment deinit") }
}
var p: Person? = Person(name: "Ann")
var a: Apartment? = Apartment(unit: "4A")
p!.apartment = a
a!.tenant = p
print(p!.apartment!.unit, a!.tenant!.name)
p = nil
a = nil
print("both variables are nil, but nothing was deinitialized")

// expect: 4A Ann
// expect: both variables are nil, but nothing was deinitialized
