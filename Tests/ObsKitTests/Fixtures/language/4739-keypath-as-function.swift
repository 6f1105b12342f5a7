// Compiler test style: key paths as functions
// Checks implicit conversion of key path literals to functions in map,
// compactMap, filter, sorted(by:), contains(where:), flatMap, and
// stored closures of function type initialized with key paths.

struct User {
  var name: String
  var age: Int
  var email: String?
  var isAdmin: Bool
  var tags: [String]
}

let users = [
  User(name: "ann", age: 31, email: "a@x", isAdmin: true, tags: ["x", "y"]),
  User(name: "bob", age: 25, email: nil, isAdmin: false, tags: []),
  User(name: "cy", age: 40, email: "c@x", isAdmin: false, tags: ["z"]),
]

print(users.map(\.name))
print(users.map(\.age))
print(users.compactMap(\.email))
print(users.filter(\.isAdmin).map(\.name))
print(users.flatMap(\.tags))
print(users.contains(where: \.isAdmin))
print(users.allSatisfy(\.isAdmin))
print(users.map(\.name.count))
print(users.map(\.email?.count))
print(users.first(where: \.isAdmin)?.name as Any)

// Key paths into nested values.
print(users.map(\.tags.count))
print(users.map(\.tags.first))

// Function values from key paths.
let getName: (User) -> String = \.name
print(getName(users[1]))
let getAge: (User) -> Int = \User.age
print(users.map(getAge).reduce(0, +))

// \.self as an identity function.
print([3, 1, 2].map(\.self))
let nested = [[1, 2], [3]]
print(nested.flatMap(\.self))
print(["a", nil, "c"].compactMap(\.self))

// Sorting with a key path helper.
extension Sequence {
  func sorted<V: Comparable>(by kp: KeyPath<Element, V>) -> [Element] {
    sorted { $0[keyPath: kp] < $1[keyPath: kp] }
  }
}
print(users.sorted(by: \.age).map(\.name))
print(users.sorted(by: \.name.count).map(\.name))

// Grouping with Dictionary(grouping:by:) and a key path; print sorted.
let byAdmin = Dictionary(grouping: users, by: \.isAdmin)
for key in byAdmin.keys.sorted(by: { !$0 && $1 }) {
  print(key, byAdmin[key]!.map(\.name))
}

// Key path on String members.
let words = ["apple", "kiwi", "banana"]
print(words.map(\.count))
print(words.map(\.first))
print(words.map(\.isEmpty))
print(words.map(\.last).map { $0.map(String.init) ?? "" })

// Max/min by key path.
print(users.max { $0.age < $1.age }.map(\.name) as Any)
print(users.map(\.age).min() as Any)

// Key path to a tuple element inside a map.
let pairs = [(1, "one"), (2, "two")]
print(pairs.map(\.1))
print(pairs.map(\.0).reduce(0, +))

// expect: ["ann", "bob", "cy"]
// expect: [31, 25, 40]
// expect: ["a@x", "c@x"]
// expect: ["ann"]
// expect: ["x", "y", "z"]
// expect: true
// expect: false
// expect: [3, 3, 2]
// expect: [Optional(3), nil, Optional(3)]
// expect: Optional("ann")
// expect: [2, 0, 1]
// expect: [Optional("x"), nil, Optional("z")]
// expect: bob
// expect: 96
// expect: [3, 1, 2]
// expect: [1, 2, 3]
// expect: ["a", "c"]
// expect: ["bob", "ann", "cy"]
// expect: ["cy", "ann", "bob"]
// expect: false ["bob", "cy"]
// expect: true ["ann"]
// expect: [5, 4, 6]
// expect: [Optional("a"), Optional("k"), Optional("b")]
// expect: [false, false, false]
// expect: ["e", "i", "a"]
// expect: Optional("cy")
// expect: Optional(25)
// expect: ["one", "two"]
// expect: 3
