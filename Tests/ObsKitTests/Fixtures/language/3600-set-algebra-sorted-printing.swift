// Swift book style: Set algebra with sorted printing
let odd: Set = [1, 3, 5, 7, 9]
let even: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
print(odd.union(even).sorted())
print(odd.intersection(even).sorted())
print(odd.subtracting(primes).sorted())
print(odd.symmetricDifference(primes).sorted())
print(primes.isSubset(of: odd.union(even)), primes.isSubset(of: odd))
print(odd.isDisjoint(with: even), odd.isDisjoint(with: primes))
print(odd.union(even).isSuperset(of: primes))
print(primes.isStrictSubset(of: primes), primes.isSubset(of: primes))
print(Set<Int>().isSubset(of: odd), Set<Int>().isDisjoint(with: Set<Int>()))
var s = Set("hello")
print(s.count, s.sorted())
let (inserted, member) = s.insert("h")
print(inserted, member)
print(s.insert("z").inserted)
print(s.remove("l") as Any, s.remove("q") as Any)
s.formUnion("xy")
s.subtract(["h", "e"])
print(String(s.sorted()))
s.formIntersection(["x", "y", "o", "k"])
print(s.sorted())
s.formSymmetricDifference(["o", "p"])
print(s.sorted(), s.contains("p"))
print(Set([3, 1, 2]) == Set([2, 3, 1]))
print(primes.filter { $0 > 2 }.sorted(), primes.map { $0 * $0 }.sorted())
print(primes.min()!, primes.max()!, primes.reduce(0, +))

// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: []
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true false
// expect: true false
// expect: true
// expect: false true
// expect: true true
// expect: 4 ["e", "h", "l", "o"]
// expect: false h
// expect: true
// expect: Optional("l") nil
// expect: oxyz
// expect: ["o", "x", "y"]
// expect: ["p", "x", "y"] true
// expect: true
// expect: [3, 5, 7] [4, 9, 25, 49]
// expect: 2 7 17
