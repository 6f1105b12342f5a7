// Collection Types: map, filter, reduce, reduce(into:), sorted, min/max, zip, flatMap, compactMap, prefix and allSatisfy.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let scores = [72, 95, 58, 88, 100, 64]
print(scores.map { $0 + 5 }, scores.filter { $0 >= 70 })
print(scores.reduce(0, +), scores.reduce(0) { max($0, $1) })
print(scores.sorted(), scores.sorted(by: >), scores.min()!, scores.max()!)
let histogram = scores.reduce(into: [String: Int]()) { counts, s in
    counts[s >= 90 ? "A" : s >= 70 ? "B" : "C", default: 0] += 1
}
print(histogram.sorted { $0.key < $1.key })
let names = ["ann", "bob", "cy"]
for (name, score) in zip(names, scores) { print(name, score) }
print(zip(names, scores).map { "\($0)=\($1)" }.joined(separator: ","))
let tags = [["swift", "ios"], ["linux"], []]
print(tags.flatMap { $0 }, tags.map(\.count))
print(["1", "two", "3"].compactMap(Int.init))
print(scores.prefix(2), scores.suffix(2), scores.dropFirst(4), scores.prefix(while: { $0 > 60 }))
print(scores.allSatisfy { $0 > 50 }, scores.contains { $0 == 100 }, scores.first { $0 < 60 } as Any)
print(scores.firstIndex(where: { $0 > 90 }) as Any, scores.lastIndex(of: 64) as Any)
var sorted = scores
sorted.sort()
print(sorted, sorted.count(where: { $0 > 80 }))
let words = ["kiwi", "fig", "banana", "apple", "date"]
print(words.sorted { ($0.count, $0) < ($1.count, $1) })
print(words.min(by: { $0.count < $1.count })!, words.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
print(Array(1...5).map { $0 * $0 }.filter { $0 % 2 == 1 }.reduce(0, +))
print(words.split(whereSeparator: { $0.count == 6 }).map(Array.init))
print((1...4).flatMap { Array(repeating: $0, count: $0) }.count, Array(words.joined(separator: "+").prefix(12)))

// expect: [77, 100, 63, 93, 105, 69] [72, 95, 88, 100]
// expect: 477 100
// expect: [58, 64, 72, 88, 95, 100] [100, 95, 88, 72, 64, 58] 58 100
// expect: [(key: "A", value: 2), (key: "B", value: 2), (key: "C", value: 2)]
// expect: ann 72
// expect: bob 95
// expect: cy 58
// expect: ann=72,bob=95,cy=58
// expect: ["swift", "ios", "linux"] [2, 1, 0]
// expect: [1, 3]
// expect: [72, 95] [100, 64] [100, 64] [72, 95]
// expect: true true Optional(58)
// expect: Optional(1) Optional(5)
// expect: [58, 64, 72, 88, 95, 100] 3
// expect: ["fig", "date", "kiwi", "apple", "banana"]
// expect: fig ["kiwi", "banana", "date"]
// expect: 35
// expect: [["kiwi", "fig"], ["apple", "date"]]
// expect: 10 ["k", "i", "w", "i", "+", "f", "i", "g", "+", "b", "a", "n"]
