// Compiler test style: Set algebra: union, intersection, subtracting, symmetricDifference and relations
let a: Set = [1, 2, 3, 4, 5]
let b: Set = [4, 5, 6, 7]
print(a.union(b).sorted())
print(a.intersection(b).sorted())
print(a.subtracting(b).sorted(), b.subtracting(a).sorted())
print(a.symmetricDifference(b).sorted())
print(Set([1, 2]).isSubset(of: a), a.isSuperset(of: [1, 2]), a.isDisjoint(with: [8, 9]))
print(Set([1, 2]).isStrictSubset(of: [1, 2]), Set([1, 2]).isSubset(of: [1, 2]))

var m = a
m.formUnion([10, 11])
m.subtract([1, 2])
m.formIntersection([3, 4, 10, 99])
print(m.sorted())
m.formSymmetricDifference([4, 50])
print(m.sorted())

var s: Set<String> = ["x"]
let r1 = s.insert("x")
let r2 = s.insert("y")
print(r1.inserted, r1.memberAfterInsert, r2.inserted)
print(s.remove("x") as Any, s.remove("q") as Any)
print(s.update(with: "y") as Any, s.update(with: "w") as Any, s.sorted())
let letters = Set("hello world".filter { $0 != " " })
print(letters.count, String(letters.sorted()))
// expect: [1, 2, 3, 4, 5, 6, 7]
// expect: [4, 5]
// expect: [1, 2, 3] [6, 7]
// expect: [1, 2, 3, 6, 7]
// expect: true true true
// expect: false true
// expect: [3, 4, 10]
// expect: [3, 10, 50]
// expect: false x true
// expect: Optional("x") nil
// expect: Optional("y") nil ["w", "y"]
// expect: 7 dehlorw
