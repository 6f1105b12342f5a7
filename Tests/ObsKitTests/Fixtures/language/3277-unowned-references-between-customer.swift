// Compiler test style: unowned references between customer and credit card
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

var john: Customer?
john = Customer(name: "John Appleseed")
john!.card = CreditCard(number: 1234_5678_9012_3456, customer: john!)
print(john!.card!.customer.name)
print(john!.card!.number)
john = nil
print("john released")

class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
    deinit { print("Country \(name) deinit") }
}
class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
    }
    deinit { print("City \(name) deinit") }
}
do {
    let country = Country(name: "Canada", capitalName: "Ottawa")
    print("\(country.name)'s capital city is called \(country.capitalCity.name)")
    print(country.capitalCity.country.name)
}
print("end")
// expect: John Appleseed
// expect: 1234567890123456
// expect: John Appleseed is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: john released
// expect: Canada's capital city is called Ottawa
// expect: Canada
// expect: Country Canada deinit
// expect: City Ottawa deinit
// expect: end
