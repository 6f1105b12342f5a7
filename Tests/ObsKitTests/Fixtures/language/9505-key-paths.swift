// Key paths: reading, writing through WritableKeyPath and ReferenceWritableKeyPath, composition, optional chains and as functions (expected output from swiftc 6.3.1 on Linux)
struct Address { var city: String; var zip: String }
struct Person { var name: String; var age: Int; var address: Address; var nickname: String? }
final class Account { var owner: Person; var balance = 0; init(owner: Person) { self.owner = owner } }

var ann = Person(name: "Ann", age: 31, address: Address(city: "Oslo", zip: "0150"), nickname: nil)
let cityPath = \Person.address.city
print(ann[keyPath: cityPath], ann[keyPath: \.age])
ann[keyPath: \Person.address.zip] = "0151"
ann[keyPath: \.nickname] = "A"
print(ann.address.zip, ann.nickname ?? "-")

let addressPath: WritableKeyPath<Person, Address> = \.address
let zipPath = addressPath.appending(path: \.zip)
print(ann[keyPath: zipPath])
let nickCount = \Person.nickname?.count
print(ann[keyPath: nickCount] as Any)

let acct = Account(owner: ann)
let balancePath: ReferenceWritableKeyPath<Account, Int> = \.balance
acct[keyPath: balancePath] += 50
let ownerCity = \Account.owner.address.city
acct[keyPath: ownerCity] = "Bergen"
print(acct.balance, acct.owner.address.city, ann.address.city)

let people = [
    ann,
    Person(name: "Bo", age: 25, address: Address(city: "Rome", zip: "00100"), nickname: "B"),
    Person(name: "Cy", age: 40, address: Address(city: "Oslo", zip: "0160"), nickname: nil),
]
print(people.map(\.name), people.map(\.address.city))
print(people.filter(\.nickname.isNil).map(\.name))
extension Optional { var isNil: Bool { self == nil } }

func total<T>(_ xs: [T], _ path: KeyPath<T, Int>) -> Int { xs.reduce(0) { $0 + $1[keyPath: path] } }
print(total(people, \.age), total(people, \.name.count))

func setAll<T, V>(_ xs: inout [T], _ path: WritableKeyPath<T, V>, to v: V) {
    for i in xs.indices { xs[i][keyPath: path] = v }
}
var copies = people
setAll(&copies, \.address.zip, to: "9999")
print(copies.map(\.address.zip), people.map(\.address.zip))

let paths: [PartialKeyPath<Person>] = [\.name, \.age, \.address.city]
for p in paths { print(ann[keyPath: p]) }
let anyPath: AnyKeyPath = \Person.age
print(ann[keyPath: anyPath] as? Int as Any, anyPath is KeyPath<Person, Int>, anyPath is WritableKeyPath<Person, String>)
print(\Person.age == \Person.age, \Person.age == \Person.address.zip.count)
let tuplePath = \(Int, String).1
print((7, "seven")[keyPath: tuplePath])
let arr = [[1, 2], [3, 4, 5]]
print(arr[keyPath: \[[Int]].[1].count], arr.map(\.last))
let identity = \Person.self
print(people[1][keyPath: identity].name)

// expect: Oslo 31
// expect: 0151 A
// expect: 0151
// expect: Optional(1)
// expect: 50 Bergen Oslo
// expect: ["Ann", "Bo", "Cy"] ["Oslo", "Rome", "Oslo"]
// expect: ["Cy"]
// expect: 96 7
// expect: ["9999", "9999", "9999"] ["0151", "00100", "0160"]
// expect: Ann
// expect: 31
// expect: Oslo
// expect: Optional(31) true false
// expect: true false
// expect: seven
// expect: 3 [Optional(2), Optional(5)]
// expect: Bo
