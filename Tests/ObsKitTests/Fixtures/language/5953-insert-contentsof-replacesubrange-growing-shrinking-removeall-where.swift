// Swift stdlib test style (Array APIs): insert(contentsOf:at:), replaceSubrange growing and shrinking, removeAll(where:), and the counts after each edit
var numbers = [10, 20, 30, 40, 50]
numbers.insert(contentsOf: [11, 12, 13], at: 1)
print("after insert:", numbers, numbers.count)

numbers.insert(contentsOf: [], at: 0)
print("empty insert:", numbers)

numbers.insert(contentsOf: 97...99, at: numbers.endIndex)
print("at end:", numbers)

numbers.replaceSubrange(0..<4, with: [1])
print("shrink:", numbers)

numbers.replaceSubrange(1..<2, with: repeatElement(7, count: 3))
print("grow:", numbers)

numbers.replaceSubrange(2..<2, with: [-1, -2])
print("pure insert:", numbers)

numbers.replaceSubrange(numbers.count - 3 ..< numbers.count, with: EmptyCollection())
print("pure delete:", numbers)

numbers.removeAll(where: { $0 < 0 })
print("no negatives:", numbers)

numbers.removeAll { $0 % 2 == 1 }
print("evens only:", numbers)

var words = ["apple", "Banana", "cherry", "Date", "elder"]
words.removeAll(where: { $0.first!.isUppercase })
print(words)

words.insert("fig", at: 1)
words.insert(contentsOf: ["grape", "honeydew"].reversed(), at: 0)
print(words)

words.replaceSubrange(words.indices, with: ["only"])
print(words, words.isEmpty)

words.removeAll()
print(words, words.isEmpty, words.count)

var nested: [[Int]] = [[1], [2, 3]]
nested.insert(contentsOf: [[], [4, 5, 6]], at: 1)
print(nested, nested.map(\.count))
nested.removeAll(where: \.isEmpty)
print(nested)

// expect: after insert: [10, 11, 12, 13, 20, 30, 40, 50] 8
// expect: empty insert: [10, 11, 12, 13, 20, 30, 40, 50]
// expect: at end: [10, 11, 12, 13, 20, 30, 40, 50, 97, 98, 99]
// expect: shrink: [1, 20, 30, 40, 50, 97, 98, 99]
// expect: grow: [1, 7, 7, 7, 30, 40, 50, 97, 98, 99]
// expect: pure insert: [1, 7, -1, -2, 7, 7, 30, 40, 50, 97, 98, 99]
// expect: pure delete: [1, 7, -1, -2, 7, 7, 30, 40, 50]
// expect: no negatives: [1, 7, 7, 7, 30, 40, 50]
// expect: evens only: [30, 40, 50]
// expect: ["apple", "cherry", "elder"]
// expect: ["honeydew", "grape", "apple", "fig", "cherry", "elder"]
// expect: ["only"] false
// expect: [] true 0
// expect: [[1], [], [4, 5, 6], [2, 3]] [1, 0, 3, 2]
// expect: [[1], [4, 5, 6], [2, 3]]
