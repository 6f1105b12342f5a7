// Compiler test style (key paths): \.self, appending, optional chaining and subscripts in key paths, writable key paths and key paths used as functions
struct Address { var city: String; var zip: String? }
struct Person { var name: String; var age: Int; var address: Address; var tags: [String] }
class Account { var owner: Person; var balance = 0; init(owner: Person) { self.owner = owner } }

var ann = Person(name: "Ann", age: 30, address: Address(city: "Oslo", zip: nil), tags: ["a", "b"])
let nameKP = \Person.name
let cityKP = \Person.address.city
print(ann[keyPath: nameKP], ann[keyPath: cityKP], ann[keyPath: \.tags[1]], ann[keyPath: \.tags.count])
ann[keyPath: \.age] += 1
ann[keyPath: \Person.address.zip] = "0150"
print(ann.age, ann.address.zip ?? "none")

let addressKP = \Person.address
let appended = addressKP.appending(path: \Address.city)
print(ann[keyPath: appended], appended == cityKP)
let zipCount = \Person.address.zip?.count
print(ann[keyPath: zipCount] as Any, type(of: zipCount))

let people = [ann, Person(name: "Bo", age: 12, address: Address(city: "Rome", zip: "001"), tags: [])]
print(people.map(\.name), people.map(\.address.city), people.filter(\.tags.isEmpty).map(\.name))
print(people.sorted { $0[keyPath: \.age] < $1[keyPath: \.age] }.map(\.name))
print([1, 2, 3].map(\.self), ["x", "yy"].map(\.count))
func sum<T>(_ xs: [T], _ kp: KeyPath<T, Int>) -> Int { xs.reduce(0) { $0 + $1[keyPath: kp] } }
print(sum(people, \.age), sum(people, \.tags.count))

let acct = Account(owner: ann)
let refKP: ReferenceWritableKeyPath<Account, Int> = \.balance
acct[keyPath: refKP] = 50
acct[keyPath: \.owner.name] = "Annie"
print(acct.balance, acct.owner.name)
let kps: [PartialKeyPath<Person>] = [\.name, \.age, \.address.city]
print(kps.map { "\(ann[keyPath: $0])" })
let anyKP: AnyKeyPath = \Person.age
print(ann[keyPath: anyKP] as Any, anyKP is KeyPath<Person, Int>, anyKP is WritableKeyPath<Person, Int>)

func setter<Root, Value>(_ kp: WritableKeyPath<Root, Value>, _ v: Value) -> (Root) -> Root {
    { var copy = $0; copy[keyPath: kp] = v; return copy }
}
print(setter(\Person.address.city, "Paris")(ann).address.city, ann.address.city)
let dictKP = \[String: Int].["k"]
var d = ["k": 1]
d[keyPath: dictKP] = 5
print(d, [3, 4][keyPath: \[Int].first] as Any)

// expect: Ann Oslo b 2
// expect: 31 0150
// expect: Oslo true
// expect: Optional(4) KeyPath<Person, Optional<Int>>
// expect: ["Ann", "Bo"] ["Oslo", "Rome"] ["Bo"]
// expect: ["Bo", "Ann"]
// expect: [1, 2, 3] [1, 2]
// expect: 43 2
// expect: 50 Annie
// expect: ["Ann", "31", "Oslo"]
// expect: Optional(31) true true
// expect: Paris Oslo
// expect: ["k": 5] Optional(3)
