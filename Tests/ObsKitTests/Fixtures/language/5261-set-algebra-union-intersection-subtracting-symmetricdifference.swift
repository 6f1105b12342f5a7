// Stdlib test style: Set algebra - union, intersection, subtracting, symmetricDifference, subset relations (printed sorted)
let a: Set = [1, 2, 3, 4, 5]
let b: Set = [4, 5, 6, 7]
print(a.union(b).sorted())
print(a.intersection(b).sorted())
print(a.subtracting(b).sorted())
print(a.symmetricDifference(b).sorted())
print(Set([1, 2]).isSubset(of: a), a.isSuperset(of: [1, 2]), a.isStrictSuperset(of: a))
print(a.isDisjoint(with: [8, 9]), a.isDisjoint(with: b))
var s: Set<String> = ["x", "y"]
print(s.insert("z"), s.insert("x"))
print(s.remove("y") as Any, s.remove("q") as Any)
print(s.sorted(), s.count, s.contains("z"))
s.formUnion(["a", "b"])
s.formIntersection(["a", "b", "x", "w"])
print(s.sorted())
s.formSymmetricDifference(["a", "w"])
print(s.sorted())
s.subtract(["w"])
print(s.sorted())
let fromArray = Set("hello world".filter { $0 != " " })
print(String(fromArray.sorted()), fromArray.count)
print(Set([3, 1, 2]) == Set([2, 3, 1]), a.filter { $0.isMultiple(of: 2) }.sorted())
let update = s.update(with: "b")
print(update as Any, s.min()!, s.max()!)
struct P: Hashable { var x: Int; var y: Int }
let ps: Set = [P(x: 1, y: 2), P(x: 1, y: 2), P(x: 2, y: 1)]
print(ps.count, ps.sorted { ($0.x, $0.y) < ($1.x, $1.y) }.map { "\($0.x),\($0.y)" })
print(a.map { $0 % 3 }.sorted(), Set(a.map { $0 % 3 }).sorted())

// expect: [1, 2, 3, 4, 5, 6, 7]
// expect: [4, 5]
// expect: [1, 2, 3]
// expect: [1, 2, 3, 6, 7]
// expect: true true false
// expect: true false
// expect: (inserted: true, memberAfterInsert: "z") (inserted: false, memberAfterInsert: "x")
// expect: Optional("y") nil
// expect: ["x", "z"] 2 true
// expect: ["a", "b", "x"]
// expect: ["b", "w", "x"]
// expect: ["b", "x"]
// expect: dehlorw 7
// expect: true [2, 4]
// expect: Optional("b") b x
// expect: 2 ["1,2", "2,1"]
// expect: [0, 1, 1, 2, 2] [0, 1, 2]
