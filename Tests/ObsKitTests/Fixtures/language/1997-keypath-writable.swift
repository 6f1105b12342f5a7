// Compiler test style: WritableKeyPath and ReferenceWritableKeyPath on structs and classes, appending
struct Address {
    var city: String
    var zip: Int
}
struct Person {
    var name: String
    var age: Int
    var address: Address
}
final class Box {
    var value: Int = 0
    var person: Person
    init(person: Person) { self.person = person }
}

var p = Person(name: "Ann", age: 30, address: Address(city: "Oslo", zip: 100))
let ageKP = \Person.age
let cityKP = \Person.address.city
let addrKP: WritableKeyPath<Person, Address> = \Person.address
let zipKP = addrKP.appending(path: \Address.zip)

print(p[keyPath: ageKP], p[keyPath: cityKP], p[keyPath: zipKP])
p[keyPath: ageKP] += 1
p[keyPath: cityKP] = "Bergen"
p[keyPath: zipKP] *= 2
print(p.age, p.address.city, p.address.zip)

func set<Root, Value>(_ root: inout Root, _ kp: WritableKeyPath<Root, Value>, _ v: Value) {
    root[keyPath: kp] = v
}
set(&p, \.name, "Bea")
set(&p, \.address.zip, 7)
print(p.name, p.address.zip)

let box = Box(person: p)
let valueKP = \Box.value
box[keyPath: valueKP] = 42
let boxCity = (\Box.person).appending(path: \Person.address.city)
box[keyPath: boxCity] = "Tromsø"
print(box.value, box.person.address.city)
print(type(of: valueKP) == ReferenceWritableKeyPath<Box, Int>.self)

let people = [p, Person(name: "Cid", age: 5, address: Address(city: "Rome", zip: 1))]
print(people.map(\.name))
print(people.map(\.address.city))
print(people.filter(\.name.isEmpty).count)
print(people.map(\.age).reduce(0, +))

let idKP = \Person.self
var q = p
q[keyPath: idKP] = people[1]
print(q.name)

func getAll<T>(_ items: [T], _ kps: [KeyPath<T, Int>]) -> [[Int]] {
    items.map { item in kps.map { item[keyPath: $0] } }
}
print(getAll(people, [\.age, \.address.zip]))
let countKP = \String.count
print(["abc", "de"].map(\.count), "xyz"[keyPath: countKP])

// expect: 30 Oslo 100
// expect: 31 Bergen 200
// expect: Bea 7
// expect: 42 Tromsø
// expect: true
// expect: ["Bea", "Cid"]
// expect: ["Bergen", "Rome"]
// expect: 0
// expect: 36
// expect: Cid
// expect: [[31, 7], [5, 1]]
// expect: [3, 2] 3
