// Bootcamp exercise style (sets): club memberships with union, intersection, subtracting, symmetricDifference and subset checks, printed sorted
let chess: Set = ["Ana", "Ben", "Cleo", "Dan"]
let drama: Set = ["Cleo", "Eve", "Finn", "Ana"]
let robotics: Set<String> = ["Gus", "Ana"]

print("Everyone: \(chess.union(drama).union(robotics).sorted())")
print("Chess and drama: \(chess.intersection(drama).sorted())")
print("Only chess: \(chess.subtracting(drama).sorted())")
print("Exactly one of chess/drama: \(chess.symmetricDifference(drama).sorted())")
print("Robotics within chess: \(robotics.isSubset(of: chess))")
print("Ana everywhere: \([chess, drama, robotics].allSatisfy { $0.contains("Ana") })")
print("Chess disjoint robotics: \(chess.isDisjoint(with: robotics))")
print("Superset: \(chess.union(robotics).isSuperset(of: robotics))")

var signups = Set<String>()
for name in ["Hal", "Ivy", "Hal", "Jo", "Ivy", "Hal"] {
    if signups.insert(name).inserted {
        print("Welcome \(name)")
    } else {
        print("\(name) already signed up")
    }
}
print(signups.count, signups.sorted())
signups.remove("Jo")
print(signups.contains("Jo"), signups.sorted())

var evens = Set(stride(from: 0, through: 20, by: 2))
let threes = Set(stride(from: 0, through: 20, by: 3))
print(evens.intersection(threes).sorted())
evens.formUnion([1, 3])
evens.subtract(threes)
print(evens.sorted())

let sentence = "the quick brown fox jumps over the lazy dog"
let letters = Set(sentence.filter { $0 != " " })
print("Distinct letters: \(letters.count), pangram: \(letters.count == 26)")
let missing = Set("abcdefghijklmnopqrstuvwxyz").subtracting("hello world")
print(String(missing.sorted()))
let uniqueWords = Set(sentence.split(separator: " ").map(String.init))
print(uniqueWords.count, uniqueWords.sorted().prefix(3))

// expect: Everyone: ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus"]
// expect: Chess and drama: ["Ana", "Cleo"]
// expect: Only chess: ["Ben", "Dan"]
// expect: Exactly one of chess/drama: ["Ben", "Dan", "Eve", "Finn"]
// expect: Robotics within chess: false
// expect: Ana everywhere: true
// expect: Chess disjoint robotics: false
// expect: Superset: true
// expect: Welcome Hal
// expect: Welcome Ivy
// expect: Hal already signed up
// expect: Welcome Jo
// expect: Ivy already signed up
// expect: Hal already signed up
// expect: 3 ["Hal", "Ivy", "Jo"]
// expect: false ["Hal", "Ivy"]
// expect: [0, 6, 12, 18]
// expect: [1, 2, 4, 8, 10, 14, 16, 20]
// expect: Distinct letters: 26, pangram: true
// expect: abcfgijkmnpqstuvxyz
// expect: 8 ["brown", "dog", "fox"]
