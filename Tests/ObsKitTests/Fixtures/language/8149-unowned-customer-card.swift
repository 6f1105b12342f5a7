// Course exercise: unowned references for a relationship where one side always outlives the other
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) {
        self.name = name
    }
    deinit { print("\(name) is being deinitialized") }
}

class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    var masked: String {
        let text = String(number)
        return String(repeating: "*", count: text.count - 4) + text.suffix(4)
    }
    deinit { print("Card #\(number) is being deinitialized") }
}

class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
    deinit { print("country \(name) gone") }
}

class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
    }
    deinit { print("city \(name) gone") }
}

var john: Customer? = Customer(name: "John Appleseed")
john!.card = CreditCard(number: 1234_5678_9012_3456, customer: john!)
print("card owner: \(john!.card!.customer.name)")
print("masked: \(john!.card!.masked)")
john = nil

var country: Country? = Country(name: "Canada", capitalName: "Ottawa")
print("\(country!.name)'s capital city is called \(country!.capitalCity.name)")
print("city knows country: \(country!.capitalCity.country.name)")
country = nil
print("finished")

// expect: card owner: John Appleseed
// expect: masked: ************3456
// expect: John Appleseed is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: Canada's capital city is called Ottawa
// expect: city knows country: Canada
// expect: country Canada gone
// expect: city Ottawa gone
// expect: finished
