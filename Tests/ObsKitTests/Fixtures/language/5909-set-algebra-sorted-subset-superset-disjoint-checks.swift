// Swift book style (Collection Types): set algebra sorted, subset/superset/disjoint checks, dictionary updateValue and removeValue returning old values
let evens: Set = [0, 2, 4, 6, 8]
let odds: Set = [1, 3, 5, 7, 9]
let primes: Set = [2, 3, 5, 7]
print(evens.union(odds).sorted())
print(odds.intersection(primes).sorted())
print(odds.subtracting(primes).sorted())
print(odds.symmetricDifference(primes).sorted())

let birds: Set = ["owl", "hawk"]
let animals: Set = ["owl", "hawk", "cat", "dog"]
let pets: Set = ["cat", "dog"]
print(birds.isSubset(of: animals), animals.isSuperset(of: birds))
print(birds.isDisjoint(with: pets), birds.isStrictSubset(of: animals))
print(animals.isStrictSuperset(of: animals))

var tags = Set<String>()
print(tags.insert("red").inserted, tags.insert("red").inserted)
tags.insert("blue")
print(tags.remove("red") ?? "none", tags.remove("green") ?? "none")
print(tags.contains("blue"), tags.count)

var ports = ["http": 80, "ssh": 22]
if let old = ports.updateValue(8080, forKey: "http") {
    print("replaced", old)
}
print(ports.updateValue(443, forKey: "https") as Any)
if let removed = ports.removeValue(forKey: "ssh") {
    print("removed", removed)
}
print(ports.removeValue(forKey: "ftp") as Any)
ports["gopher"] = 70
ports["gopher"] = nil
for (name, port) in ports.sorted(by: { $0.key < $1.key }) {
    print(name, port)
}
print(ports.keys.sorted(), ports.values.sorted())

var grid = [Int](repeating: 0, count: 3) + [7, 8]
grid[1...2] = [4, 5, 6]
grid.insert(-1, at: 0)
print(grid, grid.remove(at: 2), grid)
let emptyDict: [String: Double] = [:]
print(emptyDict.isEmpty, grid.firstIndex(of: 7) ?? -1)
for (i, v) in ["p", "q"].enumerated() { print(i, v) }

// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: [3, 5, 7]
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true true
// expect: true true
// expect: false
// expect: true false
// expect: red none
// expect: true 1
// expect: replaced 80
// expect: nil
// expect: removed 22
// expect: nil
// expect: http 8080
// expect: https 443
// expect: ["http", "https"] [443, 8080]
// expect: [-1, 0, 4, 5, 6, 7, 8] 4 [-1, 0, 5, 6, 7, 8]
// expect: true 4
// expect: 0 p
// expect: 1 q
