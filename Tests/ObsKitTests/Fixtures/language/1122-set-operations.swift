// Collection Types: sets: insert results, remove, membership, set algebra, subset/superset/disjoint, printed sorted.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var letters = Set<Character>()
print("letters is of type Set<Character> with \(letters.count) items.")
letters.insert("a")
var favoriteGenres: Set<String> = ["Rock", "Classical", "Hip hop"]
let inserted = favoriteGenres.insert("Jazz")
let again = favoriteGenres.insert("Rock")
print(inserted.inserted, inserted.memberAfterInsert, again.inserted)
if let removed = favoriteGenres.remove("Rock") { print("\(removed)? I'm over it.") }
print(favoriteGenres.remove("Polka") as Any)
print(favoriteGenres.contains("Funk") ? "get up" : "too funky")
for genre in favoriteGenres.sorted() { print(genre) }
let odd: Set = [1, 3, 5, 7, 9]
let even: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
print(odd.union(even).sorted())
print(odd.intersection(even).sorted())
print(odd.subtracting(primes).sorted())
print(odd.symmetricDifference(primes).sorted())
let houseAnimals: Set = ["🐶", "🐱"]
let farmAnimals: Set = ["🐮", "🐔", "🐑", "🐶", "🐱"]
let cityAnimals: Set = ["🐦", "🐭"]
print(houseAnimals.isSubset(of: farmAnimals), farmAnimals.isSuperset(of: houseAnimals), farmAnimals.isDisjoint(with: cityAnimals))
print(houseAnimals.isStrictSubset(of: farmAnimals), houseAnimals == ["🐱", "🐶"])
var seen = Set<String>()
let visits = ["home", "about", "home", "blog", "about", "home"]
let firstVisits = visits.filter { seen.insert($0).inserted }
print(firstVisits, seen.count)
var mutable: Set = [1, 2, 3]
mutable.formUnion([3, 4])
mutable.formIntersection([2, 3, 4, 5])
mutable.subtract([2])
print(mutable.sorted(), mutable.min()!, Set("mississippi").count)

// expect: letters is of type Set<Character> with 0 items.
// expect: true Jazz false
// expect: Rock? I'm over it.
// expect: nil
// expect: too funky
// expect: Classical
// expect: Hip hop
// expect: Jazz
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: []
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true true true
// expect: true true
// expect: ["home", "about", "blog"] 3
// expect: [3, 4] 3 4
