// Compiler test style: key path types and applying key paths to print values
struct Person {
  var name: String
  var age: Int
  var address: Address
}

struct Address {
  var city: String
}

let p = Person(name: "Ann", age: 30, address: Address(city: "Oslo"))
let kName = \Person.name
let kCity = \Person.address.city
let kAge: KeyPath<Person, Int> = \.age
print(p[keyPath: kName])
print(p[keyPath: kCity])
print(p[keyPath: kAge])
print(type(of: kName))
print(type(of: kCity))
print(type(of: kAge))
let wk: PartialKeyPath<Person> = \Person.age
print(type(of: wk))
print(p[keyPath: wk])
let people = [p, Person(name: "Bo", age: 5, address: Address(city: "Rome"))]
print(people.map(\.name))
print(people.map(\.address.city))
var q = p
q[keyPath: \Person.age] += 1
print(q.age)
let idKey = \Int.self
print(42[keyPath: idKey])
print(type(of: idKey))
print(type(of: \[Int].count))
// expect: Ann
// expect: Oslo
// expect: 30
// expect: WritableKeyPath<Person, String>
// expect: WritableKeyPath<Person, String>
// expect: WritableKeyPath<Person, Int>
// expect: WritableKeyPath<Person, Int>
// expect: 30
// expect: ["Ann", "Bo"]
// expect: ["Oslo", "Rome"]
// expect: 31
// expect: 42
// expect: WritableKeyPath<Int, Int>
// expect: KeyPath<Array<Int>, Int>
