// Swift book style (Automatic Reference Counting): a tenant/apartment cycle leaks until weak breaks it, and deinit messages show the order
class Tenant {
    let name: String
    var home: Apartment?
    init(name: String) {
        self.name = name
        print("\(name) moves in to town")
    }
    deinit { print("\(name) is deinitialized") }
}

class Apartment {
    let unit: String
    weak var occupant: Tenant?
    init(unit: String) {
        self.unit = unit
        print("apartment \(unit) built")
    }
    deinit { print("apartment \(unit) is deinitialized") }
}

func scenarioOne() {
    print("-- scenario one --")
    var ada: Tenant? = Tenant(name: "Ada")
    var a4: Apartment? = Apartment(unit: "4A")
    ada!.home = a4
    a4!.occupant = ada
    print("occupant of 4A:", a4?.occupant?.name ?? "none")
    ada = nil
    print("after ada = nil, occupant:", a4?.occupant?.name ?? "none")
    a4 = nil
    print("end of scenario one")
}

func scenarioTwo() {
    print("-- scenario two --")
    var bo: Tenant? = Tenant(name: "Bo")
    let b2 = Apartment(unit: "2B")
    bo!.home = b2
    b2.occupant = bo
    let alias = bo
    bo = nil
    print("alias keeps Bo alive:", b2.occupant?.name ?? "none")
    _ = alias
    print("leaving scenario two")
}

scenarioOne()
scenarioTwo()

class Registry {
    var tenants: [Tenant] = []
    deinit { print("registry releases \(tenants.count) tenants") }
}

do {
    let registry = Registry()
    for name in ["Cy", "Di"] {
        registry.tenants.append(Tenant(name: name))
    }
    print("registry holds", registry.tenants.map(\.name))
}
print("done")

// expect: -- scenario one --
// expect: Ada moves in to town
// expect: apartment 4A built
// expect: occupant of 4A: Ada
// expect: Ada is deinitialized
// expect: after ada = nil, occupant: none
// expect: apartment 4A is deinitialized
// expect: end of scenario one
// expect: -- scenario two --
// expect: Bo moves in to town
// expect: apartment 2B built
// expect: alias keeps Bo alive: Bo
// expect: leaving scenario two
// expect: Bo is deinitialized
// expect: apartment 2B is deinitialized
// expect: Cy moves in to town
// expect: Di moves in to town
// expect: registry holds ["Cy", "Di"]
// expect: registry releases 2 tenants
// expect: Cy is deinitialized
// expect: Di is deinitialized
// expect: done
