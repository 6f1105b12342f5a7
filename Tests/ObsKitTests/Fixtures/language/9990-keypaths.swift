// Apple docs style (KeyPath / WritableKeyPath): generic functions that read and write through key paths
struct Address {
    var city: String
    var zip: String
}

struct Person {
    var name: String
    var age: Int
    var address: Address
}

var people = [
    Person(name: "Ines", age: 34, address: Address(city: "Lisbon", zip: "1100")),
    Person(name: "Ken", age: 27, address: Address(city: "Osaka", zip: "530")),
    Person(name: "Ada", age: 41, address: Address(city: "London", zip: "N1")),
]

let nameKey: KeyPath<Person, String> = \Person.name
let cityKey = \Person.address.city
print("names:", people.map { $0[keyPath: nameKey] })
print("cities via key path as function:", people.map(\.address.city))
print("first city:", people[0][keyPath: cityKey])

func sorted<T, V: Comparable>(_ items: [T], by key: KeyPath<T, V>) -> [T] {
    items.sorted { $0[keyPath: key] < $1[keyPath: key] }
}
print("by age:", sorted(people, by: \.age).map(\.name))
print("by city:", sorted(people, by: \.address.city).map(\.name))

func setAll<T, V>(_ items: inout [T], _ key: WritableKeyPath<T, V>, to value: V) {
    for i in items.indices { items[i][keyPath: key] = value }
}
setAll(&people, \.address.zip, to: "00000")
print("zips:", people.map(\.address.zip))

func increment<T>(_ item: inout T, _ key: WritableKeyPath<T, Int>, by n: Int = 1) {
    item[keyPath: key] += n
}
increment(&people[1], \.age, by: 10)
print("Ken age:", people[1].age)

// Appending key paths
let addressKey = \Person.address
let zipKey = addressKey.appending(path: \Address.zip)
people[2][keyPath: zipKey] = "EC1"
print("Ada zip:", people[2].address.zip)

// Key paths into arrays, tuples and optionals
let firstNameKey = \[Person].[0].name
print("first name via array key path:", people[keyPath: firstNameKey])
let pair = (x: 3, y: 4)
print("tuple key path:", pair[keyPath: \.y])
let maybe: Person? = people[0]
print("optional chain key path:", maybe[keyPath: \.?.address.city] as Any)
let countKey = \String.count
print("string count key path:", "hello"[keyPath: countKey])

// Key path identity
print("equal key paths:", \Person.name == nameKey, \Person.name == \Person.address.city)
func pluck<T, V>(_ key: KeyPath<T, V>) -> (T) -> V { { $0[keyPath: key] } }
print("pluck ages:", people.map(pluck(\.age)))
print("total age:", people.map(\.age).reduce(0, +))

// expect: names: ["Ines", "Ken", "Ada"]
// expect: cities via key path as function: ["Lisbon", "Osaka", "London"]
// expect: first city: Lisbon
// expect: by age: ["Ken", "Ines", "Ada"]
// expect: by city: ["Ines", "Ada", "Ken"]
// expect: zips: ["00000", "00000", "00000"]
// expect: Ken age: 37
// expect: Ada zip: EC1
// expect: first name via array key path: Ines
// expect: tuple key path: 4
// expect: optional chain key path: Optional("Lisbon")
// expect: string count key path: 5
// expect: equal key paths: true false
// expect: pluck ages: [34, 37, 41]
// expect: total age: 112
