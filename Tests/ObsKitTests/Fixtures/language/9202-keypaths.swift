// keypaths
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Address { var city: String; var zip: String }
struct Person {
    var name: String
    var age: Int
    var address: Address
    var tags: [String]
    var nickname: String?
}
final class Account {
    var owner: Person
    var balance = 0
    init(owner: Person) { self.owner = owner }
}

var people = [
    Person(name: "Ada", age: 36, address: Address(city: "London", zip: "N1"), tags: ["math"], nickname: nil),
    Person(name: "Grace", age: 45, address: Address(city: "Arlington", zip: "22201"), tags: ["navy", "cobol"], nickname: "Amazing"),
    Person(name: "Linus", age: 28, address: Address(city: "Helsinki", zip: "00100"), tags: [], nickname: "L"),
]

let nameKP = \Person.name
let cityKP: KeyPath<Person, String> = \Person.address.city
let addressKP = \Person.address
let zipKP = addressKP.appending(path: \.zip)
let firstTag = \Person.tags.first
let nickCount = \Person.nickname?.count

print(people.map { $0[keyPath: nameKP] })
print(people.map(\.age).reduce(0, +))
print(people.map { $0[keyPath: cityKP] }, people.map { $0[keyPath: zipKP] })
print(people.map { $0[keyPath: firstTag] ?? "-" })
print(people.map { $0[keyPath: nickCount].map(String.init) ?? "none" })
print(people[keyPath: \.[1].name], people[1][keyPath: \.tags.count])

people[0][keyPath: \.age] += 1
let wk: WritableKeyPath<Person, String> = \.address.city
people[2][keyPath: wk] = "Portland"
print(people[0].age, people[2].address.city)

func sortedBy<T, V: Comparable>(_ xs: [T], _ kp: KeyPath<T, V>) -> [T] {
    xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] }
}
print(sortedBy(people, \.age).map(\.name))
print(sortedBy(people, \.address.zip).map(\.name))

func setAll<T, V>(_ xs: inout [T], _ kp: WritableKeyPath<T, V>, to v: V) {
    for i in xs.indices { xs[i][keyPath: kp] = v }
}
setAll(&people, \.nickname, to: "x")
print(people.compactMap(\.nickname))

let acct = Account(owner: people[1])
let balKP: ReferenceWritableKeyPath<Account, Int> = \.balance
acct[keyPath: balKP] = 250
acct[keyPath: \.owner.name] = "Rear Admiral Grace"
print(acct.balance, acct.owner.name)

let anyKP: AnyKeyPath = \Person.age
print(people[0][keyPath: anyKP] as? Int ?? -1, anyKP is KeyPath<Person, Int>, anyKP is KeyPath<Person, String>)
let partial: PartialKeyPath<Person> = \.name
print(people[2][keyPath: partial])
print(\Person.address.city == cityKP, \Person.name == \Person.address.city)
let getter: (Person) -> Int = \.age
print(people.map(getter).max()!)
print([[1, 2], [3]].map(\.count), ["ab", "c"].map(\.first))

// expect: ["Ada", "Grace", "Linus"]
// expect: 109
// expect: ["London", "Arlington", "Helsinki"] ["N1", "22201", "00100"]
// expect: ["math", "navy", "-"]
// expect: ["none", "7", "1"]
// expect: Grace 2
// expect: 37 Portland
// expect: ["Linus", "Ada", "Grace"]
// expect: ["Linus", "Grace", "Ada"]
// expect: ["x", "x", "x"]
// expect: 250 Rear Admiral Grace
// expect: 37 true false
// expect: Linus
// expect: true false
// expect: 45
// expect: [2, 1] [Optional("a"), Optional("c")]
