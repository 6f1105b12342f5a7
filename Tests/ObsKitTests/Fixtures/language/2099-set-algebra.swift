// Compiler test style: Set union, intersection, subtracting, symmetricDifference and mutating forms
let a: Set = [1, 2, 3, 4, 5]
let b: Set = [4, 5, 6, 7]
print("union", a.union(b).sorted())
print("intersection", a.intersection(b).sorted())
print("a - b", a.subtracting(b).sorted())
print("b - a", b.subtracting(a).sorted())
print("symdiff", a.symmetricDifference(b).sorted())
print("with array", a.union([10, 1]).sorted(), a.intersection([5, 5, 9]).sorted())

var m = a
m.formUnion([8, 9])
print(m.sorted())
m.formIntersection(Set(stride(from: 1, through: 9, by: 2)))
print(m.sorted())
m.subtract([1, 100])
print(m.sorted())
m.formSymmetricDifference([3, 4])
print(m.sorted())

let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let word = Set("education")
print(String(vowels.subtracting(word).sorted()), String(word.subtracting(vowels).sorted()))
print(vowels.isSubset(of: word), word.isSuperset(of: vowels.subtracting(["x"])))
print(a.isDisjoint(with: [8, 9]), a.isDisjoint(with: b))
print(Set([1, 2]).isStrictSubset(of: [1, 2]), Set([1]).isStrictSubset(of: [1, 2]))
print(Set([1, 2, 3]).isStrictSuperset(of: [3]), Set<Int>().isSubset(of: []))

let s1: Set = ["x", "y"]
let s2: Set = ["y", "x"]
print(s1 == s2, s1.count, s1.contains("x"), s1.contains("q"))
let groups: [Set<Int>] = [[1, 2, 3], [2, 3, 4], [3, 4, 5]]
let common = groups.dropFirst().reduce(groups[0]) { $0.intersection($1) }
let all = groups.reduce(Set<Int>()) { $0.union($1) }
print(common, all.sorted())
print(a.filter { $0 > 3 }.sorted(), type(of: a.filter { $0 > 3 }))
print(a.map { $0 % 3 }.sorted(), Set(a.map { $0 % 3 }).sorted())

// expect: union [1, 2, 3, 4, 5, 6, 7]
// expect: intersection [4, 5]
// expect: a - b [1, 2, 3]
// expect: b - a [6, 7]
// expect: symdiff [1, 2, 3, 6, 7]
// expect: with array [1, 2, 3, 4, 5, 10] [5]
// expect: [1, 2, 3, 4, 5, 8, 9]
// expect: [1, 3, 5, 9]
// expect: [3, 5, 9]
// expect: [4, 5, 9]
// expect:  cdnt
// expect: true true
// expect: true false
// expect: false true
// expect: true true
// expect: true 2 true false
// expect: [3] [1, 2, 3, 4, 5]
// expect: [4, 5] Set<Int>
// expect: [0, 1, 1, 2, 2] [0, 1, 2]
