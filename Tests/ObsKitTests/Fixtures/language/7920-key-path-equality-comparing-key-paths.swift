// Sundell style (key path equality): comparing key paths and using them as dictionary keys
struct Profile {
    var first: String
    var last: String
    var age: Int
}

let labels: [PartialKeyPath<Profile>: String] = [
    \Profile.first: "First name",
    \Profile.last: "Last name",
    \Profile.age: "Age",
]

let p = Profile(first: "Ada", last: "Lovelace", age: 36)
let order: [PartialKeyPath<Profile>] = [\Profile.first, \Profile.last, \Profile.age]
for path in order {
    print("\(labels[path]!): \(p[keyPath: path])")
}

print(\Profile.first == \Profile.first)
print(\Profile.first == \Profile.last)
let a: AnyKeyPath = \Profile.age
let b: AnyKeyPath = \Profile.age
print(a == b)
print(a.hashValue == b.hashValue)

var visits: [KeyPath<Profile, String>: Int] = [:]
for path in [\Profile.first, \Profile.last, \Profile.first] {
    visits[path, default: 0] += 1
}
print(visits[\Profile.first]!, visits[\Profile.last]!)
print(Set<AnyKeyPath>([\Profile.age, \Profile.age, \Profile.first]).count)
// expect: First name: Ada
// expect: Last name: Lovelace
// expect: Age: 36
// expect: true
// expect: false
// expect: true
// expect: true
// expect: 2 1
// expect: 2
