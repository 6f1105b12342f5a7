// Compiler test style (writable key paths): reading and writing struct and class properties through WritableKeyPath and ReferenceWritableKeyPath
struct Address { var city: String; var zip: Int }
struct Person { var name: String; var age: Int; var address: Address }
final class Account { var balance: Int = 0; var owner: String = "none" }

var p = Person(name: "Ann", age: 30, address: Address(city: "Oslo", zip: 100))
let nameKP: WritableKeyPath<Person, String> = \Person.name
let cityKP = \Person.address.city
print(p[keyPath: nameKP], p[keyPath: cityKP], p[keyPath: \.address.zip])
p[keyPath: nameKP] = "Beth"
p[keyPath: cityKP] = "Bergen"
p[keyPath: \.age] += 1
print(p.name, p.age, p.address.city)

func set<Root, V>(_ root: inout Root, _ kp: WritableKeyPath<Root, V>, _ v: V) { root[keyPath: kp] = v }
set(&p, \.address.zip, 5000)
set(&p, \.age, 18)
print(p.address.zip, p.age)

let acct = Account()
let balKP: ReferenceWritableKeyPath<Account, Int> = \Account.balance
acct[keyPath: balKP] = 50
acct[keyPath: balKP] += 25
acct[keyPath: \.owner] = "Cara"
print(acct.balance, acct.owner)

func bump(_ a: Account, _ kp: ReferenceWritableKeyPath<Account, Int>, by n: Int) { a[keyPath: kp] += n }
bump(acct, \.balance, by: 5)
print(acct.balance)

let readOnly: KeyPath<Person, Int> = \Person.age
print(p[keyPath: readOnly])
print(readOnly is WritableKeyPath<Person, Int>, (\Person.name as AnyKeyPath) is KeyPath<Person, String>)

struct Settings { var volume = 5; var brightness = 7; var contrast = 3 }
var s = Settings()
let knobs: [WritableKeyPath<Settings, Int>] = [\.volume, \.brightness, \.contrast]
for kp in knobs { s[keyPath: kp] *= 10 }
print(knobs.map { s[keyPath: $0] })

var people = [p, Person(name: "Dan", age: 40, address: Address(city: "Rome", zip: 1))]
for i in people.indices { people[i][keyPath: \.address.city] += "!" }
print(people.map(\.address.city))

struct Wrapper { var inner: Settings? }
var w = Wrapper(inner: Settings())
w[keyPath: \.inner!.volume] = 11
print(w.inner?.volume ?? -1, w[keyPath: \.inner?.contrast] ?? -1)

// expect: Ann Oslo 100
// expect: Beth 31 Bergen
// expect: 5000 18
// expect: 75 Cara
// expect: 80
// expect: 18
// expect: true true
// expect: [50, 70, 30]
// expect: ["Bergen!", "Rome!"]
// expect: 11 3
