// Compiler test style: key paths — composition with appending, optional chains, tuple elements, and writable key paths
struct Address {
    var city: String
    var zip: String?
}

struct Person {
    var name: String
    var address: Address
    var backup: Address?
    var scores: (math: Int, art: Int)
}

var people = [
    Person(name: "Ann", address: Address(city: "Oslo", zip: "0150"), backup: nil, scores: (90, 70)),
    Person(name: "Ben", address: Address(city: "Bergen", zip: nil),
           backup: Address(city: "Molde", zip: "6400"), scores: (60, 95)),
]

let addressKP = \Person.address
let cityKP = \Address.city
let composed = addressKP.appending(path: cityKP)
print(people.map { $0[keyPath: composed] })

// Appending a key path that ends in an optional.
let zipKP: KeyPath<Person, String?> = addressKP.appending(path: \Address.zip)
print(people.map { $0[keyPath: zipKP] ?? "none" })

// Optional chaining inside a key path.
let backupCity = \Person.backup?.city
print(people.map { $0[keyPath: backupCity] as Any })
let backupZipCount = \Person.backup?.zip?.count
print(people.map { String(describing: $0[keyPath: backupZipCount]) })

// Tuple elements by label and by index.
let mathKP = \Person.scores.math
let artKP = \Person.scores.1
print(people.map { $0[keyPath: mathKP] + $0[keyPath: artKP] })

// Writable key paths compose too.
let wcity: WritableKeyPath<Person, String> = (\Person.address).appending(path: \Address.city)
people[0][keyPath: wcity] = "Trondheim"
people[1][keyPath: \Person.scores.art] += 5
print(people[0].address.city, people[1].scores)

// Generic helper that mutates through a key path.
func update<Root, Value>(_ items: inout [Root], _ kp: WritableKeyPath<Root, Value>, _ f: (Value) -> Value) {
    for i in items.indices { items[i][keyPath: kp] = f(items[i][keyPath: kp]) }
}
update(&people, \.name) { $0.uppercased() }
update(&people, \.scores.math) { $0 / 10 }
print(people.map { "\($0.name) \($0.scores.math)" })

// Identity key path and equality of key paths.
let id = \Person.self
print(people[1][keyPath: id].name)
print(\Person.address.city == composed, \Person.name == \Person.name, mathKP == artKP)

// Key paths into arrays and dictionaries.
struct Team { var members: [String]; var meta: [String: Int] }
var team = Team(members: ["x", "y", "z"], meta: ["size": 3])
let secondKP = \Team.members[1]
let sizeKP = \Team.meta["size"]
team[keyPath: secondKP] = "Y"
team[keyPath: sizeKP]? += 1
print(team.members, team[keyPath: sizeKP] ?? -1, team[keyPath: \Team.members.count])

// expect: ["Oslo", "Bergen"]
// expect: ["0150", "none"]
// expect: [nil, Optional("Molde")]
// expect: ["nil", "Optional(4)"]
// expect: [160, 155]
// expect: Trondheim (math: 60, art: 100)
// expect: ["ANN 9", "BEN 6"]
// expect: BEN
// expect: true true false
// expect: ["x", "Y", "z"] 4 3
