// Standard library API style (Set algebra): union, intersection, subtracting, symmetricDifference and the subset/superset/disjoint predicates
func show<T: Comparable>(_ s: Set<T>) -> String { "\(s.sorted())" }
let odds: Set = [1, 3, 5, 7, 9]
let primes: Set = [2, 3, 5, 7]
let small: Set = [3, 5]
let empty = Set<Int>()
print("union:", show(odds.union(primes)))
print("intersection:", show(odds.intersection(primes)))
print("subtracting:", show(odds.subtracting(primes)))
print("symmetricDifference:", show(odds.symmetricDifference(primes)))
print("union with array:", show(small.union([5, 6, 6])))
print("intersection with range:", show(odds.intersection(4...8)))
print("isSubset:", small.isSubset(of: odds), small.isSubset(of: small), odds.isSubset(of: small))
print("isStrictSubset:", small.isStrictSubset(of: odds), small.isStrictSubset(of: small))
print("isSuperset:", odds.isSuperset(of: small), odds.isSuperset(of: [1, 2]))
print("isStrictSuperset:", odds.isStrictSuperset(of: small), odds.isStrictSuperset(of: odds))
print("isDisjoint:", odds.isDisjoint(with: [2, 4]), odds.isDisjoint(with: primes))
print("empty relations:", empty.isSubset(of: odds), empty.isDisjoint(with: empty), odds.isSuperset(of: empty), empty.isStrictSubset(of: odds))
var work = odds
work.formUnion([11, 13])
print("formUnion:", show(work))
work.subtract(primes)
print("subtract:", show(work))
work.formIntersection(1...10)
print("formIntersection:", show(work))
work.formSymmetricDifference([1, 2, 3])
print("formSymmetricDifference:", show(work))
print("equal regardless of order:", Set([3, 1, 2]) == Set([1, 2, 3, 3]))
print("count contains:", work.count, work.contains(2), work.contains(4))
let words: Set = ["swift", "rust", "go"]
let compiled: Set = ["rust", "go", "c"]
print("strings symmetric:", show(words.symmetricDifference(compiled)))
print("strings filter:", show(words.filter { $0.count > 2 }), "type:", type(of: words.filter { $0.count > 2 }))
print("map gives array:", words.map { $0.count }.sorted())
print("min max:", words.min()!, words.max()!)
let chars = Set("mississippi")
print("unique chars:", String(chars.sorted()))
print("subtracting string set:", String(Set("abcdef").subtracting("bdf").sorted()))
print("isEmpty:", empty.isEmpty, Set<Int>([]).count)

// expect: union: [1, 2, 3, 5, 7, 9]
// expect: intersection: [3, 5, 7]
// expect: subtracting: [1, 9]
// expect: symmetricDifference: [1, 2, 9]
// expect: union with array: [3, 5, 6]
// expect: intersection with range: [5, 7]
// expect: isSubset: true true false
// expect: isStrictSubset: true false
// expect: isSuperset: true false
// expect: isStrictSuperset: true false
// expect: isDisjoint: true false
// expect: empty relations: true true true true
// expect: formUnion: [1, 3, 5, 7, 9, 11, 13]
// expect: subtract: [1, 9, 11, 13]
// expect: formIntersection: [1, 9]
// expect: formSymmetricDifference: [2, 3, 9]
// expect: equal regardless of order: true
// expect: count contains: 3 true false
// expect: strings symmetric: ["c", "swift"]
// expect: strings filter: ["rust", "swift"] type: Set<String>
// expect: map gives array: [2, 4, 5]
// expect: min max: go swift
// expect: unique chars: imps
// expect: subtracting string set: ace
// expect: isEmpty: true 0
