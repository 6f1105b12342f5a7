// Advanced Swift style (key paths): key paths to nested and optional-chained properties, and key paths used as functions in map
struct Address {
    var street: String
    var city: String
}

struct Person {
    var name: String
    var age: Int
    var address: Address?
}

var people = [
    Person(name: "Mia", age: 31, address: Address(street: "Elm 1", city: "Oslo")),
    Person(name: "Noah", age: 25, address: nil),
    Person(name: "Ola", age: 40, address: Address(street: "Oak 9", city: "Bergen")),
]

print(people.map(\.name))
print(people.map(\.age).reduce(0, +))
let cityPath = \Person.address?.city
print(people.map { $0[keyPath: cityPath] ?? "none" })
print(people.compactMap(\.address?.city))

let streetPath: WritableKeyPath<Person, Address?> = \.address
people[1][keyPath: streetPath] = Address(street: "Pine 3", city: "Tromso")
print(people[1].address?.city ?? "none")

let nestedCity: WritableKeyPath<Person, String> = \.address!.city
people[0][keyPath: nestedCity] = "Trondheim"
print(people[0].address!.city)

let deep = \Person.address?.street.count
print(people.map { $0[keyPath: deep] ?? 0 })

let sorted = people.sorted { $0.age > $1.age }.map(\.name)
print(sorted)
let appended = (\Person.address).appending(path: \.?.city)
print(people[2][keyPath: appended] ?? "?")

// expect: ["Mia", "Noah", "Ola"]
// expect: 96
// expect: ["Oslo", "none", "Bergen"]
// expect: ["Oslo", "Bergen"]
// expect: Tromso
// expect: Trondheim
// expect: [5, 6, 5]
// expect: ["Ola", "Mia", "Noah"]
// expect: Bergen
