// Swift book style: strong reference cycle between two classes leaks until broken by weak
class Tenant {
    let name: String
    var flat: Flat?
    init(name: String) { self.name = name }
    deinit { print("Tenant \(name) gone") }
}

class Flat {
    let number: String
    weak var occupant: Tenant?
    init(number: String) { self.number = number }
    deinit { print("Flat \(number) gone") }
}

var mia: Tenant? = Tenant(name: "Mia")
var flat7: Flat? = Flat(number: "7B")
mia!.flat = flat7
flat7!.occupant = mia
print("occupant: \(flat7!.occupant?.name ?? "none")")
print("tenant flat: \(mia!.flat?.number ?? "none")")

mia = nil
print("after mia = nil, occupant is \(flat7!.occupant == nil ? "nil" : "set")")
flat7 = nil
print("end of program")
// expect: occupant: Mia
// expect: tenant flat: 7B
// expect: Tenant Mia gone
// expect: after mia = nil, occupant is nil
// expect: Flat 7B gone
// expect: end of program
