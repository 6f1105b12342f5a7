// Apple docs style (Dictionary.init(uniqueKeysWithValues:)): building dictionaries from pairs
let digitWords = ["one", "two", "three", "four", "five"]
let wordToValue = Dictionary(uniqueKeysWithValues: zip(digitWords, 1...5))
print(wordToValue["three"]!)
print(wordToValue["ten"] ?? 0)

// Inverting a dictionary whose values are unique
let valueToWord = Dictionary(uniqueKeysWithValues: wordToValue.map { ($1, $0) })
for n in valueToWord.keys.sorted() {
    print(n, valueToWord[n]!)
}

// When keys may repeat, use uniquingKeysWith
let pairs = [("a", 1), ("b", 2), ("a", 3), ("b", 4), ("c", 5)]
let firstWins = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(firstWins.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })
print(summed.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })

// Index a list of records by id
struct Book {
    let id: Int
    let title: String
}
let books = [Book(id: 7, title: "Dune"), Book(id: 3, title: "Emma"), Book(id: 11, title: "Ulysses")]
let byID = Dictionary(uniqueKeysWithValues: books.map { ($0.id, $0) })
for id in [3, 7, 9] {
    print(id, byID[id]?.title ?? "missing")
}

// Character frequencies via uniquingKeysWith
let frequency = Dictionary("mississippi".map { ($0, 1) }, uniquingKeysWith: +)
let report = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
for (ch, n) in report {
    print("\(ch): \(String(repeating: "*", count: n))")
}

// Dictionary literal count and isEmpty
let empty: [String: Int] = [:]
print(empty.isEmpty, wordToValue.count)

// expect: 3
// expect: 0
// expect: 1 one
// expect: 2 two
// expect: 3 three
// expect: 4 four
// expect: 5 five
// expect: ["a=1", "b=2", "c=5"]
// expect: ["a=4", "b=6", "c=5"]
// expect: 3 Emma
// expect: 7 Dune
// expect: 9 missing
// expect: i: ****
// expect: s: ****
// expect: p: **
// expect: m: *
// expect: true 5
