// ARC: an unowned reference from a card to its customer, both released together, and `unowned let` read while the owner lives.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) released") }
}

final class CreditCard {
    let number: Int
    unowned let holder: Customer
    init(number: Int, holder: Customer) {
        self.number = number
        self.holder = holder
    }
    var masked: String { "**** \(number % 10000)" }
    deinit { print("card \(masked) released") }
}

var sam: Customer? = Customer(name: "Sam")
sam!.card = CreditCard(number: 1234_5678_9012_3456, holder: sam!)
print(sam!.card!.holder.name, sam!.card!.masked)
sam = nil
print("after sam")

final class Country {
    let name: String
    var capital: City!
    init(name: String, capital: String) {
        self.name = name
        self.capital = City(name: capital, country: self)
    }
    deinit { print("country \(name) released") }
}
final class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
    }
    deinit { print("city \(name) released") }
}
var land: Country? = Country(name: "Norway", capital: "Oslo")
print("\(land!.name)'s capital is \(land!.capital.name), in \(land!.capital.country.name)")
land = nil

// expect: Sam **** 3456
// expect: Sam released
// expect: card **** 3456 released
// expect: after sam
// expect: Norway's capital is Oslo, in Norway
// expect: country Norway released
// expect: city Oslo released
