// Compiler test style: key paths - reading, writable key paths on structs, appending, reference writable, key paths as functions
struct Address { var street: String; var number: Int }
struct Person { var name: String; var address: Address; var nicknames: [String]; let id: Int }
final class Account { var balance = 0; var owner: Person? = nil }
var p = Person(name: "Ann", address: Address(street: "Main", number: 1), nicknames: ["a"], id: 9)
let nameKP = \Person.name
let addrKP = \Person.address
let numberKP = addrKP.appending(path: \Address.number)
print(p[keyPath: nameKP], p[keyPath: numberKP], p[keyPath: \.id])
p[keyPath: numberKP] += 41
p[keyPath: \Person.address.street] = "Side"
print(p.address.street, p.address.number)
p[keyPath: \.nicknames[0]] = "annie"
p[keyPath: \Person.nicknames].append("nan")
print(p.nicknames, p[keyPath: \.nicknames.count])
let idKP: KeyPath<Person, Int> = \.id
print(idKP is WritableKeyPath<Person, Int>, numberKP is WritableKeyPath<Person, Int>)
let people = [p, Person(name: "Bob", address: Address(street: "X", number: 3), nicknames: [], id: 2)]
print(people.map(\.name), people.map(\.address.number), people.sorted { $0[keyPath: idKP] < $1[keyPath: idKP] }.map(\.id))
let acct = Account()
let balKP: ReferenceWritableKeyPath<Account, Int> = \.balance
acct[keyPath: balKP] = 100
acct[keyPath: \.owner] = p
print(acct.balance, acct[keyPath: \Account.owner?.name] as Any)
func setAll<T>(_ items: inout [T], _ kp: WritableKeyPath<T, Int>, to v: Int) {
    for i in items.indices { items[i][keyPath: kp] = v }
}
var addrs = [Address(street: "a", number: 1), Address(street: "b", number: 2)]
setAll(&addrs, \.number, to: 7)
print(addrs.map(\.number))
let identity = \Person.self
print(p[keyPath: identity].name)
let dictKP = \[String: Int].["k"]
var dict = ["k": 1]
print(dict[keyPath: dictKP] as Any)
dict[keyPath: \[String: Int].["z"]] = 5
print(dict.sorted { $0.key < $1.key })
print(nameKP == \Person.name, nameKP == \Person.address.street)
let tupleKP = \(Int, String).1
print((1, "tuple")[keyPath: tupleKP])

// expect: Ann 1 9
// expect: Side 42
// expect: ["annie", "nan"] 2
// expect: false true
// expect: ["Ann", "Bob"] [42, 3] [2, 9]
// expect: 100 Optional("Ann")
// expect: [7, 7]
// expect: Ann
// expect: Optional(1)
// expect: [(key: "k", value: 1), (key: "z", value: 5)]
// expect: true false
// expect: tuple
