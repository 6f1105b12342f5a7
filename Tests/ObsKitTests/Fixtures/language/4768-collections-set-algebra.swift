// Swift book style: sets, set operations and membership
// Checks: insert/remove/contains, sorted iteration, union/intersection/
// subtracting/symmetricDifference, subset/superset/disjoint relations,
// insert's returned tuple, and set equality. Sets are always sorted before printing.

var letters = Set<Character>()
print("letters is of type Set<Character> with \(letters.count) items.")
letters.insert("a")
print(letters)
letters = []
print(letters.isEmpty)

var favoriteGenres: Set<String> = ["Rock", "Classical", "Hip hop"]
print("I have \(favoriteGenres.count) favorite music genres.")
favoriteGenres.insert("Jazz")
if let removedGenre = favoriteGenres.remove("Rock") {
    print("\(removedGenre)? I'm over it.")
} else {
    print("I never much cared for that.")
}
print(favoriteGenres.remove("Polka") as Any)
if favoriteGenres.contains("Funk") {
    print("I get up on the good foot.")
} else {
    print("It's too funky in here.")
}
for genre in favoriteGenres.sorted() {
    print("\(genre)")
}

let oddDigits: Set = [1, 3, 5, 7, 9]
let evenDigits: Set = [0, 2, 4, 6, 8]
let singleDigitPrimeNumbers: Set = [2, 3, 5, 7]
print(oddDigits.union(evenDigits).sorted())
print(oddDigits.intersection(evenDigits).sorted())
print(oddDigits.subtracting(singleDigitPrimeNumbers).sorted())
print(oddDigits.symmetricDifference(singleDigitPrimeNumbers).sorted())

let houseAnimals: Set = ["🐶", "🐱"]
let farmAnimals: Set = ["🐮", "🐔", "🐑", "🐶", "🐱"]
let cityAnimals: Set = ["🐦", "🐭"]
print(houseAnimals.isSubset(of: farmAnimals))
print(farmAnimals.isSuperset(of: houseAnimals))
print(farmAnimals.isDisjoint(with: cityAnimals))
print(houseAnimals.isStrictSubset(of: farmAnimals), houseAnimals.isStrictSubset(of: houseAnimals))
print(houseAnimals.isSubset(of: houseAnimals))

// insert result
var seen = Set<Int>()
let firstInsert = seen.insert(42)
let secondInsert = seen.insert(42)
print(firstInsert.inserted, firstInsert.memberAfterInsert)
print(secondInsert.inserted, secondInsert.memberAfterInsert)

// Mutating set algebra
var working: Set = [1, 2, 3, 4]
working.formUnion([4, 5])
print(working.sorted())
working.formIntersection([2, 3, 4, 5, 6])
print(working.sorted())
working.subtract([3])
print(working.sorted())
working.formSymmetricDifference([4, 7])
print(working.sorted())

// Equality ignores order
let s1: Set = ["x", "y", "z"]
let s2: Set = ["z", "x", "y"]
print(s1 == s2)
print(Set([1, 1, 2, 2, 3]).count)

// Set from array to deduplicate, then sort
let words = ["to", "be", "or", "not", "to", "be"]
let unique = Set(words)
print(unique.count, unique.sorted())
print(unique.sorted(by: >).first!)
print(unique.filter { $0.count == 2 }.sorted())
print(unique.map { $0.count }.sorted())
let totalLength = unique.reduce(0) { $0 + $1.count }
print(totalLength)
print(unique.contains("not"), unique.contains("maybe"))
print(unique.min()!, unique.max()!)

// Set of tuples via a Hashable struct
struct Point: Hashable { var x: Int; var y: Int }
var visited: Set<Point> = [Point(x: 0, y: 0)]
visited.insert(Point(x: 1, y: 0))
visited.insert(Point(x: 0, y: 0))
print(visited.count)
print(visited.sorted { ($0.x, $0.y) < ($1.x, $1.y) }.map { "(\($0.x),\($0.y))" })

// expect: letters is of type Set<Character> with 0 items.
// expect: ["a"]
// expect: true
// expect: I have 3 favorite music genres.
// expect: Rock? I'm over it.
// expect: nil
// expect: It's too funky in here.
// expect: Classical
// expect: Hip hop
// expect: Jazz
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: []
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: true
// expect: true 42
// expect: false 42
// expect: [1, 2, 3, 4, 5]
// expect: [2, 3, 4, 5]
// expect: [2, 4, 5]
// expect: [2, 5, 7]
// expect: true
// expect: 3
// expect: 4 ["be", "not", "or", "to"]
// expect: to
// expect: ["be", "or", "to"]
// expect: [2, 2, 2, 3]
// expect: 9
// expect: true false
// expect: be to
// expect: 2
// expect: ["(0,0)", "(1,0)"]
