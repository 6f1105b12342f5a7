// Compiler test style (key paths): reading, writing, composing and passing key paths
struct Address { var city: String; var zip: String }
struct Person {
    var name: String
    var age: Int
    var address: Address
    var nickname: String?
    var tags: [String]
}
final class Counter { var count = 0 }

var p = Person(name: "Ada", age: 36, address: Address(city: "London", zip: "N1"), nickname: nil, tags: ["math", "code"])

let nameKP = \Person.name
let cityKP = \Person.address.city
print(p[keyPath: nameKP], p[keyPath: cityKP])

p[keyPath: \.age] += 1
p[keyPath: cityKP] = "Paris"
print(p.age, p.address.city)

// Composition with appending
let addressKP: WritableKeyPath<Person, Address> = \.address
let zipKP = addressKP.appending(path: \.zip)
p[keyPath: zipKP] = "75001"
print(p.address.zip)

// Optional chaining and subscripts in key paths
let nickCount = \Person.nickname?.count
print(p[keyPath: nickCount] as Any)
p.nickname = "Countess"
print(p[keyPath: nickCount] as Any)
let firstTag = \Person.tags[0]
print(p[keyPath: firstTag])
p[keyPath: \Person.tags[1]] = "engines"
print(p.tags)

// Key paths as functions
let people = [p, Person(name: "Alan", age: 41, address: Address(city: "Wilmslow", zip: "SK9"), nickname: nil, tags: [])]
print(people.map(\.name), people.map(\.address.city))
print(people.filter(\.tags.isEmpty).map(\.name))

func sorted<T, V: Comparable>(_ xs: [T], by kp: KeyPath<T, V>) -> [T] {
    xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] }
}
print(sorted(people, by: \.age).map(\.name), sorted(people, by: \.address.zip).map(\.name))

// Reference-writable key path on a class through a let constant
let counter = Counter()
let countKP: ReferenceWritableKeyPath<Counter, Int> = \.count
counter[keyPath: countKP] = 5
counter[keyPath: countKP] *= 3
print(counter.count)

// Identity key path and key path types
print(5[keyPath: \.self], "abc"[keyPath: \.count])
print(type(of: nameKP), type(of: countKP))
print(nameKP == \Person.name, nameKP == \Person.address.city)

// expect: Ada London
// expect: 37 Paris
// expect: 75001
// expect: nil
// expect: Optional(8)
// expect: math
// expect: ["math", "engines"]
// expect: ["Ada", "Alan"] ["Paris", "Wilmslow"]
// expect: ["Alan"]
// expect: ["Ada", "Alan"] ["Ada", "Alan"]
// expect: 15
// expect: 5 3
// expect: WritableKeyPath<Person, String> ReferenceWritableKeyPath<Counter, Int>
// expect: true false
