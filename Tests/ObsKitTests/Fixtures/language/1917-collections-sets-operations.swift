// Swift book style (Collection Types): sets, membership and set operations printed sorted
var genres: Set<String> = ["jazz", "folk", "blues"]
print(genres.count)
genres.insert("techno")
let (inserted, _) = genres.insert("jazz")
print("jazz inserted again? \(inserted)")
if let gone = genres.remove("folk") {
    print("removed \(gone)")
}
print(genres.contains("blues"), genres.contains("folk"))
for g in genres.sorted() { print("genre: \(g)") }

let odds: Set = [1, 3, 5, 7, 9]
let evens: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
print(odds.union(evens).sorted())
print(odds.intersection(primes).sorted())
print(odds.subtracting(primes).sorted())
print(odds.symmetricDifference(primes).sorted())

let pets: Set = ["cat", "dog"]
let animals: Set = ["cat", "dog", "cow", "hen"]
let birds: Set = ["hen", "owl"]
print(pets.isSubset(of: animals))
print(animals.isSuperset(of: pets))
print(pets.isDisjoint(with: birds))
print(animals.isStrictSuperset(of: pets), pets == ["dog", "cat"])
var letters = Set<Character>()
for c in "mississippi" { letters.insert(c) }
print(String(letters.sorted()))

// expect: 3
// expect: jazz inserted again? false
// expect: removed folk
// expect: true false
// expect: genre: blues
// expect: genre: jazz
// expect: genre: techno
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: [3, 5, 7]
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true
// expect: true
// expect: true
// expect: true true
// expect: imps
