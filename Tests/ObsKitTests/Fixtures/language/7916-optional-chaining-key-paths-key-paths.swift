// Sundell style (optional chaining key paths): key paths through optional properties
struct Address {
    var city: String
    var zip: String?
}

struct Customer {
    var name: String
    var address: Address?
}

let cityPath = \Customer.address?.city
let zipPath = \Customer.address?.zip

var people = [
    Customer(name: "Eve", address: Address(city: "Oslo", zip: "0150")),
    Customer(name: "Finn", address: nil),
    Customer(name: "Gus", address: Address(city: "Lima", zip: nil)),
]

for p in people {
    let city = p[keyPath: cityPath] ?? "unknown"
    let zip = p[keyPath: zipPath] ?? "-"
    print("\(p.name): \(city) \(zip)")
}

print(people.compactMap(\.address?.city))
print(people.map(\.address?.zip).count)

people[0].address?.city = "Bergen"
print(people[0][keyPath: cityPath] ?? "nil")

let wk = \Customer.address
people[2][keyPath: wk]?.city = "Cusco"
people[1][keyPath: wk]?.city = "Nowhere"
print(people.map { $0.address?.city ?? "none" })
// expect: Eve: Oslo 0150
// expect: Finn: unknown -
// expect: Gus: Lima -
// expect: ["Oslo", "Lima"]
// expect: 3
// expect: Bergen
// expect: ["Bergen", "none", "Cusco"]
