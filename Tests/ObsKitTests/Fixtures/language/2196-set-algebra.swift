// Compiler test style (stdlib): Set union/intersection/subtracting/symmetricDifference/isSubset/isSuperset/isDisjoint
let backend: Set = ["swift", "go", "rust", "sql"]
let frontend: Set = ["js", "css", "swift", "html"]
let systems: Set<String> = ["rust", "c"]

print(backend.union(frontend).sorted())
print(backend.intersection(frontend).sorted())
print(backend.subtracting(frontend).sorted())
print(backend.symmetricDifference(frontend).sorted())

print(systems.isSubset(of: backend), Set(["rust"]).isSubset(of: backend))
print(backend.isSuperset(of: ["go", "sql"]), backend.isSuperset(of: systems))
print(backend.isDisjoint(with: ["c", "js"]), frontend.isDisjoint(with: systems))
print(backend.isStrictSubset(of: backend), backend.isSubset(of: backend))
print(backend.isStrictSuperset(of: ["go"]), Set<String>().isSubset(of: []))

var evens = Set(stride(from: 0, to: 20, by: 2))
let multiplesOfThree = Set(stride(from: 0, to: 20, by: 3))
evens.formIntersection(multiplesOfThree)
print(evens.sorted())
evens.formUnion([1, 7])
print(evens.sorted())
evens.subtract([0, 7])
print(evens.sorted())
evens.formSymmetricDifference([1, 2, 3])
print(evens.sorted(), evens.count)

let union = backend.union(["c", "c", "zig"])
print(union.count, union.contains("zig"), union.contains("java"))

let numbers: Set = [5, 3, 9, 1]
print(numbers.union([2, 4].lazy.map { $0 * 2 }).sorted())
print(numbers.sorted(by: >), numbers.min()!, numbers.max()!)
print(numbers == [1, 3, 5, 9], numbers.filter { $0 > 3 } == Set([5, 9]))

// expect: ["css", "go", "html", "js", "rust", "sql", "swift"]
// expect: ["swift"]
// expect: ["go", "rust", "sql"]
// expect: ["css", "go", "html", "js", "rust", "sql"]
// expect: false true
// expect: true false
// expect: true true
// expect: false true
// expect: true true
// expect: [0, 6, 12, 18]
// expect: [0, 1, 6, 7, 12, 18]
// expect: [1, 6, 12, 18]
// expect: [2, 3, 6, 12, 18] 5
// expect: 6 true false
// expect: [1, 3, 4, 5, 8, 9]
// expect: [9, 5, 3, 1] 1 9
// expect: true true
