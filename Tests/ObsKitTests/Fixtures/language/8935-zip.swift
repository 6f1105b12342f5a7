// Apple docs style (zip(_:_:)): iterating two sequences in lockstep
let words = ["one", "two", "three", "four"]
let numbers = 1...4

for (word, number) in zip(words, numbers) {
    print("\(word): \(number)")
}

// The shorter sequence decides the length
let naturalNumbers = 1...Int.max
let zipped = Array(zip(words, naturalNumbers))
print(zipped)
print(zip([1, 2, 3], ["a"]).map { "\($0)\($1)" })

// Pairwise differences with zip(a, a.dropFirst())
let temps = [12, 15, 14, 18, 21, 19]
let deltas = zip(temps, temps.dropFirst()).map { $1 - $0 }
print(deltas)
print("rising days:", deltas.filter { $0 > 0 }.count)

// Dot product
func dot(_ a: [Int], _ b: [Int]) -> Int {
    zip(a, b).map(*).reduce(0, +)
}
print(dot([1, 2, 3], [4, 5, 6]))

// Building a dictionary from two arrays
let keys = ["name", "lang", "year"]
let vals = ["Swift", "en", "2014"]
let info = Dictionary(uniqueKeysWithValues: zip(keys, vals))
print(keys.map { "\($0)=\(info[$0]!)" }.joined(separator: "&"))

// Comparing answers with a key
let answerKey: [Character] = ["a", "c", "b", "d", "a"]
let submitted: [Character] = ["a", "b", "b", "d", "c"]
let score = zip(answerKey, submitted).filter { $0 == $1 }.count
print("score: \(score)/\(answerKey.count)")
let wrong = zip(answerKey.indices, zip(answerKey, submitted))
    .filter { $0.1.0 != $0.1.1 }
    .map { "q\($0.0 + 1)" }
print("wrong:", wrong)

// Unzipping with reduce(into:)
let pairs = [("x", 1), ("y", 2), ("z", 3)]
let (names, values) = pairs.reduce(into: ([String](), [Int]())) { acc, pair in
    acc.0.append(pair.0)
    acc.1.append(pair.1)
}
print(names, values)

// zip of zips
let triples = zip(zip([1, 2], ["a", "b"]), [true, false]).map { ($0.0, $0.1, $1) }
for t in triples { print(t) }

// expect: one: 1
// expect: two: 2
// expect: three: 3
// expect: four: 4
// expect: [("one", 1), ("two", 2), ("three", 3), ("four", 4)]
// expect: ["1a"]
// expect: [3, -1, 4, 3, -2]
// expect: rising days: 3
// expect: 32
// expect: name=Swift&lang=en&year=2014
// expect: score: 3/5
// expect: wrong: ["q2", "q5"]
// expect: ["x", "y", "z"] [1, 2, 3]
// expect: (1, "a", true)
// expect: (2, "b", false)
