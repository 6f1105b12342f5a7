// Compiler test style (test/Interpreter/keypath.swift): key paths on structs, classes, optionals, and collections
struct Address { var city: String; var zip: Int }
struct Person { var name: String; var age: Int; var address: Address; var nick: String? }
class Team { var members: [Person] = []; var name = "team" }

var people = [
  Person(name: "Zed", age: 30, address: Address(city: "Oslo", zip: 100), nick: nil),
  Person(name: "Amy", age: 25, address: Address(city: "Rome", zip: 200), nick: "A"),
  Person(name: "Bob", age: 35, address: Address(city: "Oslo", zip: 150), nick: "B"),
]
let nameKP = \Person.name
let cityKP: KeyPath<Person, String> = \.address.city
print(people.map(\.name), people.map(\.address.zip), people.map { $0[keyPath: cityKP] })
print(people[0][keyPath: nameKP], people[1][keyPath: \.nick] as Any, people[2][keyPath: \.nick?.count] as Any)
print(people.map(\.nick?.count))

let ageKP: WritableKeyPath<Person, Int> = \Person.age
people[0][keyPath: ageKP] += 1
people[1][keyPath: \.address.city] = "Paris"
print(people[0].age, people[1].address.city)

func sorted<T, V: Comparable>(_ xs: [T], by kp: KeyPath<T, V>) -> [T] {
  xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] }
}
print(sorted(people, by: \.age).map(\.name), sorted(people, by: \.name).map(\.age))
print(sorted(people, by: \.address.zip).map(\.address.city))

let team = Team()
team.members = people
let rkp: ReferenceWritableKeyPath<Team, String> = \Team.name
team[keyPath: rkp] = "renamed"
print(team.name, team[keyPath: \.members.count], team[keyPath: \Team.members[1].name])

let composed = (\Person.address).appending(path: \Address.zip)
print(people.map { $0[keyPath: composed] })
let arrKP = \[Int].count
let firstKP = \[Int][0]
print([1, 2, 3][keyPath: arrKP], [7, 8][keyPath: firstKP])
let dictKP = \[String: Int]["a"]
print(["a": 1][keyPath: dictKP] as Any, ["b": 1][keyPath: dictKP] as Any)
let tupleKP = \(Int, String).1
print((5, "five")[keyPath: tupleKP])
let identity = \Person.self
print(people[2][keyPath: identity].name)
print(nameKP == \Person.name, nameKP == \Person.address.city)
let strCount = \String.count
print(["ab", "cde"].map { $0[keyPath: strCount] }, type(of: nameKP))
func getter<Root, Value>(_ kp: KeyPath<Root, Value>) -> (Root) -> Value { { $0[keyPath: kp] } }
print(people.map(getter(\.age)).reduce(0, +))

// expect: ["Zed", "Amy", "Bob"] [100, 200, 150] ["Oslo", "Rome", "Oslo"]
// expect: Zed Optional("A") Optional(1)
// expect: [nil, Optional(1), Optional(1)]
// expect: 31 Paris
// expect: ["Amy", "Zed", "Bob"] [25, 35, 31]
// expect: ["Oslo", "Oslo", "Paris"]
// expect: renamed 3 Amy
// expect: [100, 200, 150]
// expect: 3 7
// expect: Optional(1) nil
// expect: five
// expect: Bob
// expect: true false
// expect: [2, 3] WritableKeyPath<Person, String>
// expect: 91
