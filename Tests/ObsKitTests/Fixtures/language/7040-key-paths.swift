// Key paths: reading, writing, key paths as functions, generic sorting, appending paths
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Address { var city: String; var zip: String }
struct Contact {
    var name: String
    var age: Int
    var address: Address
    var tags: [String]
}

var contacts = [
    Contact(name: "Rosa", age: 34, address: Address(city: "Lyon", zip: "69001"), tags: ["work"]),
    Contact(name: "Amir", age: 27, address: Address(city: "Oslo", zip: "0150"), tags: ["family", "gym"]),
    Contact(name: "Lena", age: 41, address: Address(city: "Lyon", zip: "69003"), tags: []),
]

let nameKP = \Contact.name
let cityKP: KeyPath<Contact, String> = \.address.city
print(contacts[0][keyPath: nameKP], contacts[1][keyPath: cityKP])
print(contacts.map(\.age), contacts.map(\.address.zip))

extension Sequence {
    func sorted<T: Comparable>(by kp: KeyPath<Element, T>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: kp] > $1[keyPath: kp] : $0[keyPath: kp] < $1[keyPath: kp] }
    }
    func sum<T: Numeric>(_ kp: KeyPath<Element, T>) -> T { reduce(0) { $0 + $1[keyPath: kp] } }
}
print(contacts.sorted(by: \.age).map(\.name), contacts.sorted(by: \.name, descending: true).map(\.name))
print("total age: \(contacts.sum(\.age))")

let ageKP: WritableKeyPath<Contact, Int> = \.age
contacts[2][keyPath: ageKP] += 1
contacts[0][keyPath: \.address.city] = "Paris"
print(contacts[2].age, contacts[0].address.city)

let addressKP = \Contact.address
let zipKP = addressKP.appending(path: \.zip)
print(contacts.map { $0[keyPath: zipKP] }.joined(separator: "/"))

let countKP = \Contact.tags.count
print(contacts.map(\.tags.count), contacts[1][keyPath: countKP])
let firstTag = \Contact.tags.first
print(contacts.map { $0[keyPath: firstTag] ?? "-" })

func update<Root, Value>(_ items: inout [Root], _ kp: WritableKeyPath<Root, Value>, to value: Value) {
    for i in items.indices { items[i][keyPath: kp] = value }
}
update(&contacts, \.address.zip, to: "00000")
print(Set(contacts.map(\.address.zip)))

let byCity = Dictionary(grouping: contacts, by: \.address.city)
print(byCity.keys.sorted().map { "\($0): \(byCity[$0]!.map(\.name))" })
class Settings { var volume = 3; var muted = false }
let settings = Settings()
let volKP: ReferenceWritableKeyPath<Settings, Int> = \.volume
settings[keyPath: volKP] = 9
settings[keyPath: \.muted].toggle()
print(settings.volume, settings.muted, \Contact.name == nameKP)
let ids = [\Contact.name, \Contact.address.city]
print(ids.map { contacts[1][keyPath: $0] })
// expect: Rosa Oslo
// expect: [34, 27, 41] ["69001", "0150", "69003"]
// expect: ["Amir", "Rosa", "Lena"] ["Rosa", "Lena", "Amir"]
// expect: total age: 102
// expect: 42 Paris
// expect: 69001/0150/69003
// expect: [1, 2, 0] 2
// expect: ["work", "family", "-"]
// expect: ["00000"]
// expect: ["Lyon: [\"Lena\"]", "Oslo: [\"Amir\"]", "Paris: [\"Rosa\"]"]
// expect: 9 true true
// expect: ["Amir", "Oslo"]
