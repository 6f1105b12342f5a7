// Set: init from a sequence, insert/remove results, algebra, predicates, iteration
var s = Set([3, 1, 2, 3])
print(s.count, s.contains(3), s.contains(7), s.isEmpty)
print(s.insert(4).inserted, s.insert(1).inserted, s.insert(9).memberAfterInsert)
print(s.remove(9)!, s.remove(42) == nil, s.count)
let evens = Set([2, 4, 6])
print(s.union(evens).sorted(), s.intersection(evens).sorted())
print(s.subtracting(evens).sorted(), s.symmetricDifference(evens).sorted())
print(Set([1, 2]).isSubset(of: s), s.isSuperset(of: [1, 5]), s.isDisjoint(with: [7, 8]))
var sum = 0
for x in s { sum += x }
print(sum, s.reduce(0, +), s.filter { $0 > 2 }.sorted(), s.map { $0 * 2 }.sorted())
s.formUnion([10, 11])
s.subtract([1, 2])
print(s.sorted(), s.min()!, s.max()!)
let letters = Set("mississippi")
print(letters.count, letters.sorted(), Set([String]()).isEmpty)
print(Set([5]))
s.removeAll()
print(s.count, s)
// expect: 3 true false false
// expect: true false 9
// expect: 9 true 4
// expect: [1, 2, 3, 4, 6] [2, 4]
// expect: [1, 3] [1, 3, 6]
// expect: true false true
// expect: 10 10 [3, 4] [2, 4, 6, 8]
// expect: [3, 4, 10, 11] 3 11
// expect: 4 ["i", "m", "p", "s"] true
// expect: [5]
// expect: 0 []
