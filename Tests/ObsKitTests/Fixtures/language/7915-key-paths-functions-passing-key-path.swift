// Sundell style (key paths as functions): passing key path literals where closures are expected
struct User {
    let name: String
    let email: String?
    let isAdmin: Bool
    let tags: [String]
}

let users = [
    User(name: "ana", email: "ana@example.com", isAdmin: true, tags: ["a", "b"]),
    User(name: "bo", email: nil, isAdmin: false, tags: []),
    User(name: "cy", email: "cy@example.com", isAdmin: false, tags: ["c"]),
]

print(users.map(\.name))
print(users.compactMap(\.email))
print(users.filter(\.isAdmin).map(\.name))
print(users.flatMap(\.tags))
print(users.map(\.tags.count))
print(users.contains(where: \.isAdmin))
print(users.allSatisfy(\.isAdmin))
let words = ["swift", "key", "paths"]
print(words.map(\.count))
print(words.map(\.first))
print(words.map(\.self).joined(separator: "+"))
let f: (User) -> String = \.name
print(f(users[2]))
// expect: ["ana", "bo", "cy"]
// expect: ["ana@example.com", "cy@example.com"]
// expect: ["ana"]
// expect: ["a", "b", "c"]
// expect: [2, 0, 1]
// expect: true
// expect: false
// expect: [5, 3, 5]
// expect: [Optional("s"), Optional("k"), Optional("p")]
// expect: swift+key+paths
// expect: cy
