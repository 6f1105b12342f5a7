// Compiler test style: key path expressions used as functions in map/filter/sorted
struct Person {
  var name: String
  var age: Int
  var email: String?
  var isAdmin: Bool { name.hasPrefix("A") }
}

let people = [
  Person(name: "Ann", age: 31, email: "ann@x"),
  Person(name: "Bob", age: 25, email: nil),
  Person(name: "Cid", age: 40, email: "cid@x"),
]
print(people.map(\.name))
print(people.map(\.age).reduce(0, +))
print(people.compactMap(\.email))
print(people.filter(\.isAdmin).map(\.name))
print(people.map(\.name.count))

let getAge: (Person) -> Int = \.age
print(people.map(getAge).max()!)

func sortedBy<T, V: Comparable>(_ xs: [T], _ kp: KeyPath<T, V>) -> [T] {
  xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] }
}
print(sortedBy(people, \.age).map(\.name))
print(sortedBy(people, \.name).map(\.age))

let kp = \Person.name
var p = people[1]
print(p[keyPath: kp])
let wkp: WritableKeyPath<Person, Int> = \.age
p[keyPath: wkp] += 1
print(p.age)
print([[1, 2], [], [3]].map(\.count), [[1, 2], [], [3]].map(\.isEmpty))
// expect: ["Ann", "Bob", "Cid"]
// expect: 96
// expect: ["ann@x", "cid@x"]
// expect: ["Ann"]
// expect: [3, 3, 3]
// expect: 40
// expect: ["Bob", "Ann", "Cid"]
// expect: [31, 25, 40]
// expect: Bob
// expect: 26
// expect: [2, 0, 1] [false, true, false]
