// The Swift Programming Language style (ARC): a strong reference cycle broken by weak, unowned back-references, and deinit timing as references are dropped
class Tenant {
    let name: String
    var flat: Flat?
    init(name: String) { self.name = name; print("\(name) created") }
    deinit { print("\(name) freed") }
}

class Flat {
    let unit: String
    weak var tenant: Tenant?
    init(unit: String) { self.unit = unit; print("flat \(unit) created") }
    deinit { print("flat \(unit) freed") }
}

var ola: Tenant? = Tenant(name: "Ola")
var f4: Flat? = Flat(unit: "4B")
ola!.flat = f4
f4!.tenant = ola
print("tenant of 4B: \(f4?.tenant?.name ?? "none")")
ola = nil
print("tenant of 4B after: \(f4?.tenant?.name ?? "none")")
f4 = nil
print("-- unowned")

class Client {
    let name: String
    var card: Card?
    init(name: String) { self.name = name }
    deinit { print("client \(name) freed") }
}

class Card {
    let number: Int
    unowned let holder: Client
    init(number: Int, holder: Client) { self.number = number; self.holder = holder }
    deinit { print("card #\(number) freed") }
}

var kari: Client? = Client(name: "Kari")
kari!.card = Card(number: 1234, holder: kari!)
print("card holder: \(kari!.card!.holder.name)")
kari = nil
print("-- unowned implicitly unwrapped")

class Nation {
    let name: String
    var capital: City!
    init(name: String, capital: String) {
        self.name = name
        self.capital = City(name: capital, nation: self)
    }
    deinit { print("nation \(name) freed") }
}
class City {
    let name: String
    unowned let nation: Nation
    init(name: String, nation: Nation) { self.name = name; self.nation = nation }
    deinit { print("city \(name) freed") }
}
var n: Nation? = Nation(name: "Norway", capital: "Oslo")
print("\(n!.name)'s capital is \(n!.capital.name), back to \(n!.capital.nation.name)")
n = nil
print("end")

// expect: Ola created
// expect: flat 4B created
// expect: tenant of 4B: Ola
// expect: Ola freed
// expect: tenant of 4B after: none
// expect: flat 4B freed
// expect: -- unowned
// expect: card holder: Kari
// expect: client Kari freed
// expect: card #1234 freed
// expect: -- unowned implicitly unwrapped
// expect: Norway's capital is Oslo, back to Norway
// expect: nation Norway freed
// expect: city Oslo freed
// expect: end
