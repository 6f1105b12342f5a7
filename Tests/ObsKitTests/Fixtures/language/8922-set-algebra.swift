// Apple docs style (Set: union, intersection, symmetricDifference): comparing groups of people
let employees: Set = ["Alicia", "Bethany", "Chris", "Diana", "Eric"]
let neighbors: Set = ["Bethany", "Eric", "Forlani", "Greta"]

print(employees.union(neighbors).sorted())
print(employees.intersection(neighbors).sorted())
print(employees.symmetricDifference(neighbors).sorted())
print(employees.subtracting(neighbors).sorted())

// Subset and superset relationships
let attendees: Set = ["Alicia", "Bethany", "Diana"]
print(attendees.isSubset(of: employees))
print(employees.isSuperset(of: attendees))
print(attendees.isStrictSubset(of: employees))
print(attendees.isDisjoint(with: neighbors))
print(attendees.isDisjoint(with: ["Greta", "Chris"]))

// Mutating forms
var team: Set = ["ana", "ben"]
team.formUnion(["cal", "ana"])
print(team.sorted())
team.formIntersection(["ana", "cal", "dan"])
print(team.sorted())
team.formSymmetricDifference(["cal", "eve"])
print(team.sorted())
team.subtract(["eve"])
print(team.sorted())

// Finding tags common to all posts and tags unique to one
let posts: [Set<String>] = [
    ["swift", "ios", "ui"],
    ["swift", "server", "linux"],
    ["swift", "ios", "testing"],
]
let common = posts.dropFirst().reduce(posts[0]) { $0.intersection($1) }
let all = posts.reduce(Set<String>()) { $0.union($1) }
print("common:", common.sorted())
print("all:", all.sorted())
for (i, tags) in posts.enumerated() {
    let others = posts.enumerated().filter { $0.offset != i }.reduce(Set<String>()) { $0.union($1.element) }
    print("post \(i) unique:", tags.subtracting(others).sorted())
}

// Set equality ignores order
let a: Set = [3, 1, 2]
let b: Set = [2, 3, 1]
print(a == b, a.count, a.contains(2), a.min()!, a.max()!)

// expect: ["Alicia", "Bethany", "Chris", "Diana", "Eric", "Forlani", "Greta"]
// expect: ["Bethany", "Eric"]
// expect: ["Alicia", "Chris", "Diana", "Forlani", "Greta"]
// expect: ["Alicia", "Chris", "Diana"]
// expect: true
// expect: true
// expect: true
// expect: false
// expect: true
// expect: ["ana", "ben", "cal"]
// expect: ["ana", "cal"]
// expect: ["ana", "eve"]
// expect: ["ana"]
// expect: common: ["swift"]
// expect: all: ["ios", "linux", "server", "swift", "testing", "ui"]
// expect: post 0 unique: ["ui"]
// expect: post 1 unique: ["linux", "server"]
// expect: post 2 unique: ["testing"]
// expect: true 3 true 1 3
