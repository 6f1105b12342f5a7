// Compiler test style: key path basics \.a.b, key paths as functions, optional chaining key paths
struct Address { var city: String; var zip: Int }
struct Person { var name: String; var age: Int; var address: Address; var nick: String? }

let people = [
  Person(name: "Ann", age: 31, address: Address(city: "Oslo", zip: 150), nick: nil),
  Person(name: "Bob", age: 25, address: Address(city: "Rome", zip: 100), nick: "bobby"),
  Person(name: "Cy", age: 40, address: Address(city: "Lima", zip: 15), nick: "c"),
]

let nameKP = \Person.name
let cityKP = \Person.address.city
print(people[0][keyPath: nameKP], people[1][keyPath: cityKP])
print(people.map(\.name))
print(people.map(\.address.zip))
print(people.map(\.nick?.count))
print(people.compactMap(\.nick))
print(people.filter(\.nick.isNil).map(\.name))
print(people.sorted { $0[keyPath: \.age] < $1[keyPath: \.age] }.map(\.name))

extension Optional { var isNil: Bool { self == nil } }

let getAge: (Person) -> Int = \.age
print(people.map(getAge).reduce(0, +))

let kps: [KeyPath<Person, String>] = [\.name, \.address.city]
for kp in kps { print(people[2][keyPath: kp]) }

let idKP = \Int.self
print(5[keyPath: idKP])
let countKP = \String.count
print("hello"[keyPath: countKP])
let firstKP = \[Int].first
print([9, 8][keyPath: firstKP] as Any)
let subKP = \[Int][1]
print([9, 8, 7][keyPath: subKP])
// expect: Ann Rome
// expect: ["Ann", "Bob", "Cy"]
// expect: [150, 100, 15]
// expect: [nil, Optional(5), Optional(1)]
// expect: ["bobby", "c"]
// expect: ["Ann"]
// expect: ["Bob", "Ann", "Cy"]
// expect: 96
// expect: Cy
// expect: Lima
// expect: 5
// expect: 5
// expect: Optional(9)
// expect: 8
