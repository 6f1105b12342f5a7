// Set: insert, contains, union/intersection via counts and sorted output
var s: Set<Int> = [1, 2, 3]
print(s.count)
print(s.contains(2))
let (inserted, _) = s.insert(2)
print(inserted)
print(s.insert(4).inserted)
s.remove(1)
print(s.sorted())
let other: Set = [3, 4, 5]
print(s.union(other).sorted())
print(s.intersection(other).sorted())
print(s.subtracting(other).sorted())
print(s.isSubset(of: [2, 3, 4, 9]))
print(Set([7]))
print(Set(["a", "b", "a"]).count)
let empty = Set<String>()
print(empty, empty.isEmpty)

// expect: 3
// expect: true
// expect: false
// expect: true
// expect: [2, 3, 4]
// expect: [2, 3, 4, 5]
// expect: [3, 4]
// expect: [2]
// expect: true
// expect: [7]
// expect: 2
// expect: [] true
