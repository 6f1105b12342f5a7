// Compiler test style: Dictionary(grouping:by:) and Dictionary(uniqueKeysWithValues:)
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "kiwi"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for k in byLetter.keys.sorted() {
    print(k, byLetter[k]!)
}
let byLength = Dictionary(grouping: words, by: \.count)
print(byLength.keys.sorted())
print(byLength[7] ?? [], byLength[3] ?? ["none"])
let numbered = Dictionary(uniqueKeysWithValues: zip(words, 1...))
print(numbered.count, numbered["kiwi"]!, numbered["grape"] as Any)
let squares = Dictionary(uniqueKeysWithValues: (1...5).map { ($0, $0 * $0) })
print(squares.sorted(by: { $0.key < $1.key }).map { "\($0.key):\($0.value)" }.joined(separator: " "))
let dupes = [("a", 1), ("b", 2), ("a", 3), ("b", 4), ("c", 5)]
let summed = Dictionary(dupes, uniquingKeysWith: +)
let firstWins = Dictionary(dupes, uniquingKeysWith: { old, _ in old })
let lastWins = Dictionary(dupes, uniquingKeysWith: { _, new in new })
for k in summed.keys.sorted() {
    print(k, summed[k]!, firstWins[k]!, lastWins[k]!)
}
let parity = Dictionary(grouping: 1...10) { $0 % 2 == 0 ? "even" : "odd" }
print(parity["even"]!, parity["odd"]!)
let empty = Dictionary(grouping: [Int](), by: { $0 })
print(empty.isEmpty)

// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: k ["kiwi"]
// expect: [4, 5, 6, 7, 9]
// expect: ["avocado", "apricot"] ["none"]
// expect: 7 7 nil
// expect: 1:1 2:4 3:9 4:16 5:25
// expect: a 4 1 3
// expect: b 6 2 4
// expect: c 5 5 5
// expect: [2, 4, 6, 8, 10] [1, 3, 5, 7, 9]
// expect: true
