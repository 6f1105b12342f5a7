// Compiler test style (test/Interpreter/collection_algorithms.swift): map/filter/reduce/compactMap/flatMap and friends
let nums = [5, 3, 8, 1, 9, 2, 7]
print(nums.map { $0 * 2 }, nums.filter { $0.isMultiple(of: 2) })
print(nums.reduce(0, +), nums.reduce(into: [Int: Int]()) { $0[$1 % 3, default: 0] += 1 }.sorted { $0.key < $1.key })
print(["1", "x", "3", ""].compactMap(Int.init), [[1, 2], [], [3]].flatMap { $0 })
print(nums.sorted(), nums.sorted(by: >), nums.min()!, nums.max()!)
print(nums.first { $0 > 5 } as Any, nums.firstIndex { $0 > 5 } as Any, nums.last(where: { $0 < 3 }) as Any)
print(nums.contains(9), nums.allSatisfy { $0 > 0 }, nums.contains { $0 > 10 })
print(nums.prefix(3), nums.suffix(2), nums.dropFirst(5), nums.dropLast(5))
print(nums.prefix { $0 != 1 }, nums.drop { $0 != 1 })
print(nums.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
print(zip(nums, nums.dropFirst()).map { $1 - $0 })
print(Array(nums.reversed()), nums.split { $0 == 1 }.map(Array.init))
let words = ["apple", "bob", "kayak", "cat", "level", "dog"]
print(words.filter { $0 == String($0.reversed()) })
let grouped = Dictionary(grouping: words, by: { $0.count })
print(grouped.keys.sorted().map { "\($0):\(grouped[$0]!)" })
print(words.map(\.count).reduce(0, +), words.joined(separator: " ").count)
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0.0, through: 1.0, by: 0.25)))
var mutable = nums
mutable.removeAll { $0 % 3 == 0 }
print(mutable)
mutable.sort()
mutable.insert(4, at: 2)
mutable.replaceSubrange(0..<2, with: [100])
print(mutable, mutable.partition { $0 > 5 }, mutable.count)
print(nums.lazy.filter { $0 > 2 }.map { $0 * 10 }.first!)
print((1...4).map { n in (1...n).reduce(1, *) })
print(Array(repeating: "ab", count: 3).joined(), [Int](1...5).shuffled().count)
print(nums.indices.filter { nums[$0] > 6 }, nums.count(where: { $0 < 5 }))
print(["b", "a", "c"].sorted().elementsEqual(["a", "b", "c"]), [1, 2].starts(with: [1]))
print([3, 1, 2].min { $0 > $1 }!, words.max { $0.count < $1.count }!)
let (evens, odds) = nums.reduce(into: ([Int](), [Int]())) { acc, n in
  if n % 2 == 0 { acc.0.append(n) } else { acc.1.append(n) }
}
print(evens, odds)
print(Set(nums).isSuperset(of: [1, 2]), Set([1, 2, 3]).intersection([2, 3, 4]).sorted())
print(Set([1, 2]).union([5]).sorted(), Set([1, 2, 3]).subtracting([1]).sorted(), Set([1, 2]).symmetricDifference([2, 3]).sorted())

// expect: [10, 6, 16, 2, 18, 4, 14] [8, 2]
// expect: 35 [(key: 0, value: 2), (key: 1, value: 2), (key: 2, value: 3)]
// expect: [1, 3] [1, 2, 3]
// expect: [1, 2, 3, 5, 7, 8, 9] [9, 8, 7, 5, 3, 2, 1] 1 9
// expect: Optional(8) Optional(2) Optional(2)
// expect: true true false
// expect: [5, 3, 8] [2, 7] [2, 7] [5, 3]
// expect: [5, 3, 8] [1, 9, 2, 7]
// expect: [5, 8, 9, 7]
// expect: [-2, 5, -7, 8, -7, 5]
// expect: [7, 2, 9, 1, 8, 3, 5] [[5, 3, 8], [9, 2, 7]]
// expect: ["bob", "kayak", "level"]
// expect: ["3:[\"bob\", \"cat\", \"dog\"]", "5:[\"apple\", \"kayak\", \"level\"]"]
// expect: 24 29
// expect: [10, 7, 4, 1] [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [5, 8, 1, 2, 7]
// expect: [100, 4, 5, 7, 8] 2 5
// expect: 50
// expect: [1, 2, 6, 24]
// expect: ababab 5
// expect: [2, 4, 6] 3
// expect: true true
// expect: 3 apple
// expect: [8, 2] [5, 3, 1, 9, 7]
// expect: true [2, 3]
// expect: [1, 2, 5] [2, 3] [1, 3]
