// Compiler test style: unowned references for owner/owned pairs and deinit order
final class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) {
        self.name = name
        print("\(name) is being initialized")
    }
    deinit { print("\(name) is being deinitialized") }
}

final class CreditCard {
    let number: Int
    unowned let customer: Customer
    init(number: Int, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    deinit { print("Card #\(number) is being deinitialized") }
}

var john: Customer? = Customer(name: "John Appleseed")
john!.card = CreditCard(number: 1234_5678_9012_3456, customer: john!)
print("card owner: \(john!.card!.customer.name)")
john = nil
print("john released")

final class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
    deinit { print("country \(name) gone") }
}

final class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
    }
    deinit { print("city \(name) gone") }
}

var country: Country? = Country(name: "Canada", capitalName: "Ottawa")
print("\(country!.name)'s capital city is called \(country!.capitalCity.name)")
print("city belongs to \(country!.capitalCity.country.name)")
country = nil
print("finished")
// expect: John Appleseed is being initialized
// expect: card owner: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: john released
// expect: Canada's capital city is called Ottawa
// expect: city belongs to Canada
// expect: country Canada gone
// expect: city Ottawa gone
// expect: finished
