// Swift book style: Automatic Reference Counting: unowned with implicitly unwrapped Country/City
class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
    deinit { print("Country \(name) deinitialized") }
}

class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
    }
    deinit { print("City \(name) deinitialized") }
}

var country: Country? = Country(name: "Canada", capitalName: "Ottawa")
print("\(country!.name)'s capital city is called \(country!.capitalCity.name)")
print("round trip: \(country!.capitalCity.country.name)")
country!.capitalCity = City(name: "Toronto", country: country!)
print("new capital: \(country!.capitalCity.name)")
country = nil
print("country released")

class Library {
    let title: String
    var catalog: Catalog!
    init(title: String) {
        self.title = title
        catalog = Catalog(owner: self, entries: ["Dune", "Emma", "Ulysses"])
    }
    deinit { print("Library \(title) deinitialized") }
}

class Catalog {
    unowned let owner: Library
    var entries: [String]
    init(owner: Library, entries: [String]) {
        self.owner = owner
        self.entries = entries
    }
    func summary() -> String {
        return "\(owner.title) has \(entries.count) books: \(entries.sorted().joined(separator: ", "))"
    }
    deinit { print("Catalog deinitialized") }
}

do {
    let lib = Library(title: "Central")
    lib.catalog.entries.append("Beloved")
    print(lib.catalog.summary())
}
print("end of scope")
// expect: Canada's capital city is called Ottawa
// expect: round trip: Canada
// expect: City Ottawa deinitialized
// expect: new capital: Toronto
// expect: Country Canada deinitialized
// expect: City Toronto deinitialized
// expect: country released
// expect: Central has 4 books: Beloved, Dune, Emma, Ulysses
// expect: Library Central deinitialized
// expect: Catalog deinitialized
// expect: end of scope
