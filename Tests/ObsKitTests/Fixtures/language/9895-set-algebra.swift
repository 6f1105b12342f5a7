// Apple docs style (Set): set algebra operations
let employees: Set = ["Alicia", "Bethany", "Chris", "Diana", "Eric"]
let neighbors: Set = ["Bethany", "Eric", "Forlani", "Greta"]
let attendees: Set = ["Alicia", "Bethany", "Diana"]

func show(_ label: String, _ s: Set<String>) {
    print("\(label):", s.sorted())
}

show("union", employees.union(neighbors))
show("intersection", employees.intersection(neighbors))
show("subtracting", employees.subtracting(neighbors))
show("symmetricDifference", employees.symmetricDifference(neighbors))

print("attendees isSubset(of: employees):", attendees.isSubset(of: employees))
print("employees isSuperset(of: attendees):", employees.isSuperset(of: attendees))
print("attendees isStrictSubset:", attendees.isStrictSubset(of: employees))
print("employees isStrictSubset of itself:", employees.isStrictSubset(of: employees))
print("isDisjoint(with: neighbors):", attendees.isDisjoint(with: neighbors))
let visitors: Set = ["Forlani", "Greta", "Hector"]
print("employees isDisjoint(with: visitors):", employees.isDisjoint(with: visitors))

var team = employees
team.formUnion(["Hector"])
show("formUnion", team)
team.formIntersection(["Alicia", "Chris", "Hector", "Zed"])
show("formIntersection", team)
team.formSymmetricDifference(["Chris", "Ivy"])
show("formSymmetricDifference", team)
team.subtract(["Ivy"])
show("subtract", team)

let primes: Set = [2, 3, 5, 7, 11, 13]
let odds = Set(stride(from: 1, to: 15, by: 2))
print("odd primes:", primes.intersection(odds).sorted())
print("even primes:", primes.subtracting(odds).sorted())
print("odds not prime:", odds.subtracting(primes).sorted())
print("count union:", primes.union(odds).count)

let fromArray = Set([1, 2, 2, 3, 3, 3])
print("dedup count:", fromArray.count, "contains 2:", fromArray.contains(2))
print("equal sets regardless of order:", Set([3, 1, 2]) == Set([1, 2, 3]))
print("min/max:", primes.min()!, primes.max()!)
print("filter returns Set:", type(of: primes.filter { $0 > 5 }), primes.filter { $0 > 5 }.sorted())
print("single element set:", Set(["only"]))
// expect: union: ["Alicia", "Bethany", "Chris", "Diana", "Eric", "Forlani", "Greta"]
// expect: intersection: ["Bethany", "Eric"]
// expect: subtracting: ["Alicia", "Chris", "Diana"]
// expect: symmetricDifference: ["Alicia", "Chris", "Diana", "Forlani", "Greta"]
// expect: attendees isSubset(of: employees): true
// expect: employees isSuperset(of: attendees): true
// expect: attendees isStrictSubset: true
// expect: employees isStrictSubset of itself: false
// expect: isDisjoint(with: neighbors): false
// expect: employees isDisjoint(with: visitors): true
// expect: formUnion: ["Alicia", "Bethany", "Chris", "Diana", "Eric", "Hector"]
// expect: formIntersection: ["Alicia", "Chris", "Hector"]
// expect: formSymmetricDifference: ["Alicia", "Hector", "Ivy"]
// expect: subtract: ["Alicia", "Hector"]
// expect: odd primes: [3, 5, 7, 11, 13]
// expect: even primes: [2]
// expect: odds not prime: [1, 9]
// expect: count union: 8
// expect: dedup count: 3 contains 2: true
// expect: equal sets regardless of order: true
// expect: min/max: 2 13
// expect: filter returns Set: Set<Int> [7, 11, 13]
// expect: single element set: ["only"]
