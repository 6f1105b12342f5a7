// Compiler test style: key path expressions used as functions in map, filter and sort helpers
struct Person {
    var name: String
    var age: Int
    var email: String?
    var address: Address
}
struct Address { var city: String }

let people = [
    Person(name: "Zed", age: 31, email: nil, address: Address(city: "Oslo")),
    Person(name: "Amy", age: 25, email: "amy@x.io", address: Address(city: "Rome")),
    Person(name: "Bob", age: 40, email: "bob@y.io", address: Address(city: "Oslo")),
]
print(people.map(\.name))
print(people.map(\.address.city))
print(people.compactMap(\.email))
print(people.map(\.age).reduce(0, +))

extension Sequence {
    func sorted<T: Comparable>(by kp: KeyPath<Element, T>) -> [Element] {
        sorted { $0[keyPath: kp] < $1[keyPath: kp] }
    }
    func sum<T: Numeric>(_ kp: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: kp] }
    }
}
print(people.sorted(by: \.age).map(\.name))
print(people.sorted(by: \.name).map(\.age))
print(people.sum(\.age))
let getter: (Person) -> String = \.address.city
print(people.map(getter).joined(separator: "/"))
var mutable = people[0]
let wkp: WritableKeyPath<Person, String> = \.address.city
mutable[keyPath: wkp] = "Bergen"
print(mutable.address.city, people[0].address.city)
print(people.filter { $0.email != nil }.map(\.name.count))
// expect: ["Zed", "Amy", "Bob"]
// expect: ["Oslo", "Rome", "Oslo"]
// expect: ["amy@x.io", "bob@y.io"]
// expect: 96
// expect: ["Amy", "Zed", "Bob"]
// expect: [25, 40, 31]
// expect: 96
// expect: Oslo/Rome/Oslo
// expect: Bergen Oslo
// expect: [3, 3]
