// Swift Evolution style (SE-0220 count(where:) / SE-0270 RangeSet and discontiguous collection operations): counting matches, finding all matching indices as a RangeSet, and removing or gathering them
// known-gap: error: 5897-se-0270-rangeset-discontiguous-collection-operations-counting.swift:13:15: error: cannot call value of non-function type 'Range<Int>'
let scores = [72, 95, 40, 88, 61, 99, 30]
print(scores.count(where: { $0 >= 90 }))
print(scores.count { $0 < 50 })
print("mississippi".count(where: { $0 == "s" }))
print([String]().count(where: { _ in true }))
print((1...100).count(where: { $0.isMultiple(of: 7) }))

struct Task { let title: String; let done: Bool }
let tasks = [Task(title: "wash", done: true), Task(title: "cook", done: false), Task(title: "read", done: true)]
print(tasks.count(where: \.done))

let failing = scores.indices(where: { $0 < 65 })
print(failing.ranges)
print(failing.contains(2), failing.contains(3), failing.isEmpty)
print(scores[failing].map { $0 })

var roster = ["ann", "bob", "cy", "dee", "ed", "flo"]
let short = roster.indices(where: { $0.count == 2 })
print(roster[short].joined(separator: ","))
roster.removeSubranges(short)
print(roster)

var letters = Array("abcdefg")
let vowels = letters.indices(where: { "aeiou".contains($0) })
let insertionPoint = letters.moveSubranges(vowels, to: letters.endIndex)
print(String(letters), insertionPoint)

var set = RangeSet(0..<3)
set.insert(contentsOf: 5..<7)
set.insert(10, within: Array(0..<20))
print(set.ranges)
set.remove(1, within: Array(0..<20))
print(set.ranges)
let other = RangeSet([2..<6])
print(set.intersection(other).ranges, set.union(other).ranges)
print(set.subtracting(other).ranges, set.isSubset(of: RangeSet(0..<20)))

let words = "the quick brown fox jumps over the lazy dog".split(separator: " ")
let longWordIndices = words.indices(where: { $0.count > 4 })
print(longWordIndices.ranges.count, words[longWordIndices].map(String.init))
print(words.count(where: { $0 == "the" }))

// expect: 2
// expect: 2
// expect: 4
// expect: 0
// expect: 14
// expect: 2
// expect: [Range(2..<3), Range(4..<5), Range(6..<7)]
// expect: true false false
// expect: [40, 61, 30]
// expect: cy,ed
// expect: ["ann", "bob", "dee", "flo"]
// expect: bcdfgae 5..<7
// expect: [Range(0..<3), Range(5..<7), Range(10..<11)]
// expect: [Range(0..<1), Range(2..<3), Range(5..<7), Range(10..<11)]
// expect: [Range(2..<3), Range(5..<6)] [Range(0..<1), Range(2..<7), Range(10..<11)]
// expect: [Range(0..<1), Range(6..<7), Range(10..<11)] true
// expect: 2 ["quick", "brown", "jumps"]
// expect: 2
