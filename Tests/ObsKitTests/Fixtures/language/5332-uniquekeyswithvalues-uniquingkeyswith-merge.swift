// Swift standard library docs style (Dictionary init and merge): uniqueKeysWithValues, uniquingKeysWith, merge
let digitWords = ["one", "two", "three", "four", "five"]
let wordToValue = Dictionary(uniqueKeysWithValues: zip(digitWords, 1...5))
print(wordToValue.sorted(by: { $0.value < $1.value }).map { $0.key })
print(wordToValue["three"] ?? 0)

let pairsWithDuplicateKeys = [("a", 1), ("b", 2), ("a", 3), ("b", 4)]
let firstValues = Dictionary(pairsWithDuplicateKeys, uniquingKeysWith: { first, _ in first })
let lastValues = Dictionary(pairsWithDuplicateKeys, uniquingKeysWith: { _, last in last })
let summed = Dictionary(pairsWithDuplicateKeys, uniquingKeysWith: +)
print(firstValues.sorted(by: <))
print(lastValues.sorted(by: <))
print(summed.sorted(by: <))

var dictionary = ["a": 1, "b": 2]
dictionary.merge(["a": 3, "c": 4]) { current, _ in current }
print(dictionary.sorted(by: <))
dictionary.merge(["a": 5, "d": 6]) { _, new in new }
print(dictionary.sorted(by: <))

let merged = dictionary.merging(["b": 100, "e": 7], uniquingKeysWith: max)
print(merged.sorted(by: <))
print(dictionary.count, merged.count)

let doubled = merged.mapValues { $0 * 2 }
print(doubled.filter { $0.value > 10 }.keys.sorted())
let parsed = ["1": "x", "2": "y", "q": "z"].compactMapValues { _ in nil as Int? }
print(parsed.isEmpty)
let keyed = ["10", "x", "30"].compactMap(Int.init)
print(Dictionary(uniqueKeysWithValues: keyed.map { ($0, String($0, radix: 2)) }).sorted(by: <).map(\.value))

// expect: ["one", "two", "three", "four", "five"]
// expect: 3
// expect: [(key: "a", value: 1), (key: "b", value: 2)]
// expect: [(key: "a", value: 3), (key: "b", value: 4)]
// expect: [(key: "a", value: 4), (key: "b", value: 6)]
// expect: [(key: "a", value: 1), (key: "b", value: 2), (key: "c", value: 4)]
// expect: [(key: "a", value: 5), (key: "b", value: 2), (key: "c", value: 4), (key: "d", value: 6)]
// expect: [(key: "a", value: 5), (key: "b", value: 100), (key: "c", value: 4), (key: "d", value: 6), (key: "e", value: 7)]
// expect: 4 5
// expect: ["b", "d", "e"]
// expect: true
// expect: ["1010", "11110"]
