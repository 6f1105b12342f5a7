// App code style: nested mutation through array of structs (people[i].address.city)
struct Address { var street: String; var city: String }
struct Person { var name: String; var age: Int; var address: Address }

var people = [
    Person(name: "Ana", age: 31, address: Address(street: "1 Main", city: "Lisbon")),
    Person(name: "Ben", age: 25, address: Address(street: "2 Oak", city: "Porto")),
    Person(name: "Cai", age: 40, address: Address(street: "3 Elm", city: "Faro")),
]

let snapshot = people
people[2].address.city = "Braga"
people[1].age += 1
people[0].address.street.append(" St")
people[0].name += "-Maria"

for p in people {
    print("\(p.name) \(p.age) \(p.address.street), \(p.address.city)")
}
print("snapshot city: \(snapshot[2].address.city)")
print("snapshot street: \(snapshot[0].address.street)")

for i in people.indices where people[i].age > 30 {
    people[i].address.city = people[i].address.city.uppercased()
}
print(people.map { $0.address.city }.joined(separator: ","))

people.swapAt(0, 2)
print(people.map(\.name).joined(separator: ","))

if let idx = people.firstIndex(where: { $0.name == "Ben" }) {
    people[idx].address = Address(street: "9 New", city: "Coimbra")
}
print(people[1].address.street + " / " + people[1].address.city)
print(snapshot.map(\.name).joined(separator: ","))
// expect: Ana-Maria 31 1 Main St, Lisbon
// expect: Ben 26 2 Oak, Porto
// expect: Cai 40 3 Elm, Braga
// expect: snapshot city: Faro
// expect: snapshot street: 1 Main
// expect: LISBON,Porto,BRAGA
// expect: Cai,Ben,Ana-Maria
// expect: 9 New / Coimbra
// expect: Ana,Ben,Cai
