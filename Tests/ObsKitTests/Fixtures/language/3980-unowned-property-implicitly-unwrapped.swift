// Compiler test style: unowned property with implicitly unwrapped optional in Country and City
class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        print("Country phase 1 done for \(name)")
        self.capitalCity = City(name: capitalName, country: self)
        print("Country.init finished, capital \(capitalCity.name)")
    }
    deinit { print("Country \(name) deinit") }
}

class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
        print("City.init \(name) in \(country.name)")
    }
    deinit { print("City \(name) deinit") }
}

var country: Country? = Country(name: "Canada", capitalName: "Ottawa")
print("\(country!.name)'s capital city is called \(country!.capitalCity.name)")
print("capital's country: \(country!.capitalCity.country.name)")
let upper = country!.capitalCity.name.uppercased()
print(upper)
let maybeCity: City? = country!.capitalCity
print(maybeCity?.name ?? "none")
country!.capitalCity = City(name: "Toronto", country: country!)
print("new capital: \(country!.capitalCity.name)")
country!.capitalCity = nil
print("capital is nil: \(country!.capitalCity == nil)")
country = nil
print("end")
// expect: Country phase 1 done for Canada
// expect: City.init Ottawa in Canada
// expect: Country.init finished, capital Ottawa
// expect: Canada's capital city is called Ottawa
// expect: capital's country: Canada
// expect: OTTAWA
// expect: Ottawa
// expect: City.init Toronto in Canada
// expect: new capital: Toronto
// expect: City Toronto deinit
// expect: capital is nil: true
// expect: Country Canada deinit
// expect: end
