// ARC: a weak back-reference breaks a parent/child cycle; weak vars become nil when the target is released.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}

final class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}

var jo: Person? = Person(name: "Jo")
var flat: Apartment? = Apartment(unit: "4A")
jo!.apartment = flat
flat!.tenant = jo
print(flat!.tenant?.name ?? "empty")

jo = nil
print("tenant after Jo left:", flat!.tenant?.name ?? "empty")
flat = nil

weak var watcher: Person?
do {
    let temp = Person(name: "Temp")
    watcher = temp
    print("inside:", watcher?.name ?? "nil")
}
print("outside:", watcher?.name ?? "nil")

// expect: Jo
// expect: Jo is being deinitialized
// expect: tenant after Jo left: empty
// expect: Apartment 4A is being deinitialized
// expect: inside: Temp
// expect: Temp is being deinitialized
// expect: outside: nil
