// Swift compiler Interpreter test style: key paths, reading and writing via \Type.prop
struct Address { var city: String; var zip: Int }
struct Person {
  var name: String
  var age: Int
  var address: Address
  var nicknames: [String]
}
final class Account {
  var owner: Person
  var balance: Double
  init(owner: Person, balance: Double) { self.owner = owner; self.balance = balance }
}

var alice = Person(name: "Alice", age: 31, address: Address(city: "Lyon", zip: 69001), nicknames: ["Al"])
let nameKP = \Person.name
let cityKP: WritableKeyPath<Person, String> = \Person.address.city
print(alice[keyPath: nameKP], alice[keyPath: cityKP])

alice[keyPath: cityKP] = "Paris"
alice[keyPath: \.age] += 1
alice[keyPath: \Person.nicknames].append("Ali")
print(alice.address.city, alice.age, alice.nicknames)

let firstNick = \Person.nicknames[0]
print(alice[keyPath: firstNick])

let appended = nameKP.appending(path: \String.count)
print("name length:", alice[keyPath: appended])

func setAll<Root, Value>(_ items: inout [Root], _ kp: WritableKeyPath<Root, Value>, to v: Value) {
  for i in items.indices { items[i][keyPath: kp] = v }
}
var team = [alice, Person(name: "Bob", age: 25, address: Address(city: "Nice", zip: 6000), nicknames: [])]
setAll(&team, \.address.zip, to: 75000)
print(team.map { "\($0.name):\($0.address.zip)" })

func sorted<T, V: Comparable>(_ xs: [T], by kp: KeyPath<T, V>) -> [T] {
  xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] }
}
print(sorted(team, by: \.age).map(\.name))
print(sorted(team, by: \.address.city).map(\.address.city))

let acct = Account(owner: alice, balance: 10)
let balKP: ReferenceWritableKeyPath<Account, Double> = \Account.balance
acct[keyPath: balKP] *= 3
acct[keyPath: \Account.owner.name] = "Alicia"
print(acct.balance, acct.owner.name)

let paths: [PartialKeyPath<Person>] = [\Person.name, \Person.age, \Person.address.city]
for p in paths {
  print(alice[keyPath: p])
}

let ages = team.map(\.age)
print(ages, ages.reduce(0, +))
print(\Person.address.zip == \Person.address.zip, \Person.name == \Person.address.city)
let kpAny: AnyKeyPath = \Person.age
print(kpAny is KeyPath<Person, Int>, kpAny is WritableKeyPath<Person, Int>, kpAny is KeyPath<Person, String>)
// expect: Alice Lyon
// expect: Paris 32 ["Al", "Ali"]
// expect: Al
// expect: name length: 5
// expect: ["Alice:75000", "Bob:75000"]
// expect: ["Bob", "Alice"]
// expect: ["Nice", "Paris"]
// expect: 30.0 Alicia
// expect: Alice
// expect: 32
// expect: Paris
// expect: [32, 25] 57
// expect: true false
// expect: true true false
