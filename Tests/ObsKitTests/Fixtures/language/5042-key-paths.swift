// Key paths: reading and writing through key paths, key path expressions as functions, nested paths
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Address { var city: String; var zip: String }
struct User {
    var name: String
    var age: Int
    var address: Address
    var tags: [String]
}
var users = [
    User(name: "Zoe", age: 31, address: Address(city: "Lyon", zip: "69001"), tags: ["admin"]),
    User(name: "Adam", age: 25, address: Address(city: "Oslo", zip: "0150"), tags: []),
    User(name: "Mia", age: 42, address: Address(city: "Rome", zip: "00100"), tags: ["dev", "ops"]),
]
let nameKP = \User.name
print(users[0][keyPath: nameKP])
let cityKP: WritableKeyPath<User, String> = \User.address.city
users[1][keyPath: cityKP] = "Bergen"
print(users.map(\.address.city))
print(users.map(\.age).reduce(0, +))
print(users.filter(\.tags.isEmpty).map(\.name))

func sorted<T, V: Comparable>(_ items: [T], by kp: KeyPath<T, V>) -> [T] {
    items.sorted { $0[keyPath: kp] < $1[keyPath: kp] }
}
print(sorted(users, by: \.name).map(\.name))
print(sorted(users, by: \.age).map { "\($0.name):\($0.age)" })

let firstTag = \User.tags[0]
print(users[2][keyPath: firstTag])
let countKP = \User.tags.count
print(users.map { $0[keyPath: countKP] })
let appended = nameKP.appending(path: \.count)
print(users.map { $0[keyPath: appended] })

class Settings {
    var volume = 3
    var theme = "light"
}
let settings = Settings()
let volumeKP = \Settings.volume
settings[keyPath: volumeKP] += 4
let refKP: ReferenceWritableKeyPath<Settings, String> = \.theme
settings[keyPath: refKP] = "dark"
print(settings.volume, settings.theme)

func set<T, V>(_ kp: WritableKeyPath<T, V>, to value: V, on item: T) -> T {
    var copy = item
    copy[keyPath: kp] = value
    return copy
}
let older = set(\.age, to: 99, on: users[0])
print(older.age, users[0].age)
let dict = ["a": 1]
print(dict[keyPath: \.count], "hello"[keyPath: \.count])
let identity = \Int.self
print(5[keyPath: identity])
let tuplePath = \(Int, String).1
print((1, "one")[keyPath: tuplePath])
// expect: Zoe
// expect: ["Lyon", "Bergen", "Rome"]
// expect: 98
// expect: ["Adam"]
// expect: ["Adam", "Mia", "Zoe"]
// expect: ["Adam:25", "Zoe:31", "Mia:42"]
// expect: dev
// expect: [1, 0, 2]
// expect: [3, 4, 3]
// expect: 7 dark
// expect: 99 31
// expect: 1 5
// expect: 5
// expect: one
