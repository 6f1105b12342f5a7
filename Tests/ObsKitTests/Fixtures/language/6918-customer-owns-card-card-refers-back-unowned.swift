// Swift book style (unowned references): a customer owns a card, the card refers back unowned; both go away together
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}

class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    deinit { print("Card #\(number) is being deinitialized") }
}

class Country {
    let name: String
    var capital: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capital = City(name: capitalName, country: self)
    }
    deinit { print("Country \(name) gone") }
}

class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
    }
    deinit { print("City \(name) gone") }
}

func run() {
    var jo: Customer? = Customer(name: "Jo")
    jo!.card = CreditCard(number: 1234_5678_9012_3456, customer: jo!)
    print("card owner: \(jo!.card!.customer.name)")
    jo = nil
    print("after jo = nil")

    let country = Country(name: "Norway", capitalName: "Oslo")
    print("\(country.name)'s capital is \(country.capital.name)")
    print("\(country.capital.name) is in \(country.capital.country.name)")
}
run()
print("finished")

// expect: card owner: Jo
// expect: Jo is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: after jo = nil
// expect: Norway's capital is Oslo
// expect: Oslo is in Norway
// expect: Country Norway gone
// expect: City Oslo gone
// expect: finished
