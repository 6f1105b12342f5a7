// Swift by Sundell style (partial key paths): describing a struct with an array of PartialKeyPath and AnyKeyPath, and a typed diff of two values
struct Car {
    var make: String
    var year: Int
    var electric: Bool
    var owner: Owner
}

struct Owner {
    var name: String
    var city: String
}

let fields: [(String, PartialKeyPath<Car>)] = [
    ("make", \Car.make),
    ("year", \Car.year),
    ("electric", \Car.electric),
    ("owner", \Car.owner.name),
]

func describe(_ car: Car) -> String {
    fields.map { "\($0.0)=\(car[keyPath: $0.1])" }.joined(separator: ", ")
}

var car = Car(make: "Volvo", year: 2018, electric: false, owner: Owner(name: "Liv", city: "Umea"))
print(describe(car))

var upgraded = car
upgraded.year = 2024
upgraded.electric = true
upgraded.owner.city = "Lund"
print(describe(upgraded))

func changes<T>(_ a: T, _ b: T, _ paths: [String: PartialKeyPath<T>], equal: (Any, Any) -> Bool) -> [String] {
    paths.keys.sorted().filter { !equal(a[keyPath: paths[$0]!], b[keyPath: paths[$0]!]) }
}
let diff = changes(car, upgraded, ["year": \Car.year, "make": \Car.make, "city": \Car.owner.city, "electric": \Car.electric]) { x, y in
    "\(x)" == "\(y)"
}
print(diff)

let anyPaths: [AnyKeyPath] = [\Car.year, \Owner.name, \Car.owner.city]
for p in anyPaths {
    if let v = car[keyPath: p] { print("car:", v) }
    else if let v = car.owner[keyPath: p] { print("owner:", v) }
}

let yearPath = fields[1].1
if let typed = yearPath as? WritableKeyPath<Car, Int> {
    car[keyPath: typed] += 1
}
print(car.year, fields.count)

// expect: make=Volvo, year=2018, electric=false, owner=Liv
// expect: make=Volvo, year=2024, electric=true, owner=Liv
// expect: ["city", "electric", "year"]
// expect: car: 2018
// expect: owner: Liv
// expect: car: Umea
// expect: 2019 4
