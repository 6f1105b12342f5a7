// Swift book style (ARC): strong reference cycle between a person and an apartment, broken with weak
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) {
        self.name = name
        print("\(name) is being initialized")
    }
    deinit { print("\(name) is being deinitialized") }
}

class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}

func demo() {
    var kim: Person? = Person(name: "Kim")
    var unit7: Apartment? = Apartment(unit: "7B")
    kim!.apartment = unit7
    unit7!.tenant = kim
    print("tenant of 7B: \(unit7!.tenant?.name ?? "none")")
    kim = nil
    print("tenant after kim = nil: \(unit7!.tenant?.name ?? "none")")
    unit7 = nil
    print("end of demo")
}

demo()

func demo2() {
    let apt = Apartment(unit: "2A")
    do {
        let lee = Person(name: "Lee")
        lee.apartment = apt
        apt.tenant = lee
        print("2A tenant: \(apt.tenant!.name)")
    }
    print("2A tenant now: \(apt.tenant?.name ?? "vacant")")
}
demo2()
print("done")

// expect: Kim is being initialized
// expect: tenant of 7B: Kim
// expect: Kim is being deinitialized
// expect: tenant after kim = nil: none
// expect: Apartment 7B is being deinitialized
// expect: end of demo
// expect: Lee is being initialized
// expect: 2A tenant: Lee
// expect: Lee is being deinitialized
// expect: 2A tenant now: vacant
// expect: Apartment 2A is being deinitialized
// expect: done
