// Swift book style: Set operations union, intersection, subtracting, symmetricDifference and membership
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

var favoriteGenres: Set<String> = ["Rock", "Classical", "Hip hop"]
print("I have \(favoriteGenres.count) favorite music genres.")
favoriteGenres.insert("Jazz")
if let removedGenre = favoriteGenres.remove("Rock") {
    print("\(removedGenre)? I'm over it.")
}
if favoriteGenres.contains("Funk") {
    print("I get up on the good foot.")
} else {
    print("It's too funky in here.")
}
for genre in favoriteGenres.sorted() {
    print("\(genre)")
}
let (inserted, member) = favoriteGenres.insert("Jazz")
print(inserted, member)
var s = Set(1...10)
s.formIntersection([2, 4, 6, 20])
s.formUnion([100])
s.subtract([4])
print(s.sorted(), s.isEmpty, s.contains(100))
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: []
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: I have 3 favorite music genres.
// expect: Rock? I'm over it.
// expect: It's too funky in here.
// expect: Classical
// expect: Hip hop
// expect: Jazz
// expect: false Jazz
// expect: [2, 6, 100] false true
