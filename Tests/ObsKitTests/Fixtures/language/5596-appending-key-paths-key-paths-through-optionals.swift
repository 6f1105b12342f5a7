// Compiler test style (key paths): appending key paths, key paths through optionals and as functions, and their types
// known-gap: error: 5596-appending-key-paths-key-paths-through-optionals.swift:39:7: error: value of type 'KeyPath' has no member 'map'
struct Address { var city: String; var zip: Int }
struct Person { var name: String; var address: Address; var nickname: String? }
struct Company { var boss: Person; var staff: [Person] }

let alice = Person(name: "Alice", address: Address(city: "Oslo", zip: 150), nickname: "Al")
let bob = Person(name: "Bob", address: Address(city: "Rome", zip: 100), nickname: nil)
let co = Company(boss: alice, staff: [alice, bob])

let toAddress = \Person.address
let toCity = \Address.city
let personCity = toAddress.appending(path: toCity)
print(alice[keyPath: personCity], bob[keyPath: personCity])
let bossCity = (\Company.boss).appending(path: personCity)
print(co[keyPath: bossCity])
let bossZip = \Company.boss.address.zip
print(co[keyPath: bossZip], type(of: bossZip))

let nick = \Person.nickname
let nickCount = \Person.nickname?.count
print(alice[keyPath: nick] as Any, bob[keyPath: nick] as Any)
print(alice[keyPath: nickCount] as Any, bob[keyPath: nickCount] as Any)
print(type(of: nickCount))

print(co.staff.map(\.name), co.staff.map(\.address.zip))
print(co.staff.filter(\.nickname.isNone).map(\.name))
extension Optional { var isNone: Bool { return self == nil } }

let sorted = co.staff.sorted { $0[keyPath: \.address.zip] < $1[keyPath: \.address.zip] }
print(sorted.map(\.name))

let anyPath: AnyKeyPath = personCity
print(alice[keyPath: anyPath] as Any)
print(anyPath is KeyPath<Person, String>, anyPath is WritableKeyPath<Person, String>)
if let typed = anyPath as? KeyPath<Person, String> { print("typed", bob[keyPath: typed]) }
let partial: PartialKeyPath<Person> = \.address.zip
print(alice[keyPath: partial])
let appended = (partial as AnyKeyPath).appending(path: \Int.description)
print(appended.map { alice[keyPath: $0] } as Any)
let fail = (\Person.name as AnyKeyPath).appending(path: \Address.city)
print(fail == nil)

let idPath = \Person.self
print(alice[keyPath: idPath].name)
print(\Person.name == \Person.name, \Person.name == \Person.address.city)
print(toAddress.appending(path: \.zip) == \Person.address.zip)

// expect: Oslo Rome
// expect: Oslo
// expect: 150 WritableKeyPath<Company, Int>
// expect: Optional("Al") nil
// expect: Optional(2) nil
// expect: KeyPath<Person, Optional<Int>>
// expect: ["Alice", "Bob"] [150, 100]
// expect: ["Bob"]
// expect: ["Bob", "Alice"]
// expect: Optional("Oslo")
// expect: true true
// expect: typed Rome
// expect: 150
// expect: Optional(Optional("150"))
// expect: true
// expect: Alice
// expect: true false
// expect: true
