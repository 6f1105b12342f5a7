// Stdlib test style: collection algorithms - split, joined, reduce(into:), sorted(by:), min/max(by:), first(where:), allSatisfy, contains
let words = ["pear", "fig", "banana", "kiwi", "apple"]
print(words.sorted())
print(words.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 })
print(words.min { $0.count < $1.count } ?? "", words.max(by: { $0.count < $1.count }) ?? "")
print(words.first { $0.hasPrefix("k") } ?? "none", words.firstIndex(where: { $0.count > 4 }) ?? -1)
print(words.last(where: { $0.contains("a") }) ?? "none")
print(words.allSatisfy { $0.count >= 3 }, words.allSatisfy { $0.count > 3 })
print(words.contains("fig"), words.contains { $0.isEmpty })
let counts = words.reduce(into: [Int: Int]()) { $0[$1.count, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
print(words.reduce("") { $0 + String($1.first!) })
let numbers = [3, 0, 4, 0, 0, 5, 9, 0]
print(numbers.split(separator: 0).map(Array.init))
print(numbers.split(separator: 0, omittingEmptySubsequences: false).map(\.count))
print(numbers.split(maxSplits: 1, whereSeparator: { $0 == 0 }).map(Array.init))
print([[1, 2], [3], []].joined().map { $0 * 10 })
print([[1, 2], [3], [4]].joined(separator: [0]).map { $0 })
print(words.joined(separator: ", "))
print(numbers.filter { $0 > 0 }.map(String.init).joined())
print(numbers.sorted(by: >).prefix(3), numbers.min()!, numbers.max()!)
var mutable = numbers
mutable.sort()
mutable.removeAll { $0 == 0 }
print(mutable, mutable.partition { $0 > 4 }, mutable)
print(words.map(\.count).reduce(0, +), Set(numbers).count)
print(numbers.firstIndex(of: 0)!, numbers.lastIndex(of: 0)!)
print(words.elementsEqual(words.reversed().reversed()), [1, 2].lexicographicallyPrecedes([1, 3]))

// expect: ["apple", "banana", "fig", "kiwi", "pear"]
// expect: ["fig", "kiwi", "pear", "apple", "banana"]
// expect: fig banana
// expect: kiwi 2
// expect: apple
// expect: true false
// expect: true false
// expect: ["3:1", "4:2", "5:1", "6:1"]
// expect: pfbka
// expect: [[3], [4], [5, 9]]
// expect: [1, 1, 0, 2, 0]
// expect: [[3], [4, 0, 0, 5, 9, 0]]
// expect: [10, 20, 30]
// expect: [1, 2, 0, 3, 0, 4]
// expect: pear, fig, banana, kiwi, apple
// expect: 3459
// expect: [9, 5, 4] 0 9
// expect: [3, 4, 5, 9] 2 [3, 4, 5, 9]
// expect: 22 5
// expect: 1 7
// expect: true true
