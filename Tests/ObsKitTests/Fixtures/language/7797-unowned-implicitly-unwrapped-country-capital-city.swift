// Swift book style (unowned and implicitly unwrapped): country and capital city initialized together
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

var country: Country? = Country(name: "Canada", capitalName: "Ottawa")
print("\(country!.name)'s capital city is called \(country!.capitalCity.name)")
print("back link: \(country!.capitalCity.country.name)")
country = nil
print("released")
// expect: Canada's capital city is called Ottawa
// expect: back link: Canada
// expect: Country Canada deinit
// expect: City Ottawa deinit
// expect: released
