// Swift stdlib test style (Set APIs): union, intersection, symmetricDifference, subtracting and their form* mutating forms, with results printed sorted
let evens: Set = [0, 2, 4, 6, 8, 10]
let primes: Set = [2, 3, 5, 7, 11]
let small = Set(0..<5)

print(evens.union(primes).sorted())
print(evens.intersection(primes).sorted())
print(evens.symmetricDifference(primes).sorted())
print(evens.subtracting(primes).sorted())
print(primes.subtracting(evens).sorted())
print(small.intersection([4, 5, 6, 4]).sorted())
print(small.union(7...9).sorted())
print(small.subtracting([1, 3]).sorted())

var working = evens
working.formUnion([1, 3])
print("formUnion:", working.sorted())
working.formIntersection(small)
print("formIntersection:", working.sorted())
working.formSymmetricDifference([0, 4, 99])
print("formSymmetricDifference:", working.sorted())
working.subtract([99, 100])
print("subtract:", working.sorted())

print(evens.isDisjoint(with: [1, 3, 5]), evens.isDisjoint(with: primes))
print(evens.union(primes).count, evens.intersection(primes).count)
print(Set<Int>().union([]).isEmpty)

let a: Set = ["red", "green", "blue"]
let b: Set = ["green", "yellow"]
print(a.union(b).sorted(), a.intersection(b).sorted())
print(a.symmetricDifference(b).sorted(by: >))
print(a.subtracting(b).sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })

let lettersA = Set("hello world")
let lettersB = Set("lower")
print(String(lettersA.intersection(lettersB).sorted()))
print(String(lettersA.subtracting(lettersB).sorted()))
print(lettersA.count, lettersB.count)
print(a.contains("red"), a.contains("pink"))
print(a == ["blue", "red", "green"], a == b)

// expect: [0, 2, 3, 4, 5, 6, 7, 8, 10, 11]
// expect: [2]
// expect: [0, 3, 4, 5, 6, 7, 8, 10, 11]
// expect: [0, 4, 6, 8, 10]
// expect: [3, 5, 7, 11]
// expect: [4]
// expect: [0, 1, 2, 3, 4, 7, 8, 9]
// expect: [0, 2, 4]
// expect: formUnion: [0, 1, 2, 3, 4, 6, 8, 10]
// expect: formIntersection: [0, 1, 2, 3, 4]
// expect: formSymmetricDifference: [1, 2, 3, 99]
// expect: subtract: [1, 2, 3]
// expect: true false
// expect: 10 1
// expect: true
// expect: ["blue", "green", "red", "yellow"] ["green"]
// expect: ["yellow", "red", "blue"]
// expect: ["red", "blue"]
// expect: elorw
// expect:  dh
// expect: 8 5
// expect: true false
// expect: true false
