// Compiler test style (stdlib): Set init from sequences, set algebra against arrays/ranges, map/filter types, sorted output
// known-gap: line 13: expected "[5] true", got "[5] false"
let purchases = ["milk", "eggs", "milk", "bread", "eggs", "milk"]
let uniqueItems = Set(purchases)
print(uniqueItems.count, uniqueItems.sorted())

let rangeSet = Set(1...10)
let primes: Set = [2, 3, 5, 7, 11, 13]
print(rangeSet.intersection(primes).sorted(), primes.subtracting(1...10).sorted())
print(primes.isSubset(of: 0..<20), rangeSet.isSuperset(of: [1, 2, 3]))
print(primes.isDisjoint(with: stride(from: 4, to: 20, by: 2)), primes.union([1, 1, 1]).count)

let lengths = uniqueItems.map { $0.count }
print(type(of: lengths), lengths.sorted())
let filtered = uniqueItems.filter { $0.count == 4 }
print(type(of: filtered), filtered.sorted())

let letterSets = ["listen", "silent", "enlist", "google"].map { Set($0) }
print(letterSets[0] == letterSets[1], letterSets[0] == letterSets[3], letterSets[3].count)

let common = letterSets.dropFirst().reduce(letterSets[0]) { $0.intersection($1) }
print(String(common.sorted()))
let all = letterSets.reduce(into: Set<Character>()) { $0.formUnion($1) }
print(String(all.sorted()), all.count)

var seen = Set<String>()
let duplicates = purchases.filter { !seen.insert($0).inserted }
print(duplicates)

let dedupedInOrder = purchases.reduce(into: [String]()) { result, item in
    if !result.contains(item) { result.append(item) }
}
print(dedupedInOrder)

let a: Set = [1, 2, 3]
let b: Set = [3, 2, 1]
print(a == b, a.hashValue == b.hashValue, a.isStrictSubset(of: b))
var capacitySet = Set<Int>(minimumCapacity: 10)
capacitySet.insert(5)
print(capacitySet, capacitySet.capacity >= 10)
print(Set<Int>().isEmpty, Set([Character]("")).count, Set("hello").count)

// expect: 3 ["bread", "eggs", "milk"]
// expect: [2, 3, 5, 7] [11, 13]
// expect: true true
// expect: true 7
// expect: Array<Int> [4, 4, 5]
// expect: Set<String> ["eggs", "milk"]
// expect: true false 4
// expect: el
// expect: egilnost 8
// expect: ["milk", "eggs", "milk"]
// expect: ["milk", "eggs", "bread"]
// expect: true true false
// expect: [5] true
// expect: true 0 4
