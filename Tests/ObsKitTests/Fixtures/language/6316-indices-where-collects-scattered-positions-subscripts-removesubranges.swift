// What's new in Swift 6.0 style (RangeSet, SE-0270): indices(where:) collects scattered positions, then subscripts and removeSubranges use them
// known-gap: error: 6316-indices-where-collects-scattered-positions-subscripts-removesubranges.swift:4:15: error: cannot call value of non-function type 'Range<Int>'
var results = [12, 48, 81, 95, 5, 23, 67, 99, 34]

let failing = results.indices(where: { $0 < 50 })
print("ranges:", failing.ranges.map { "\($0.lowerBound)..<\($0.upperBound)" })
print("failing scores:", Array(results[failing]))
print("contains index 4:", failing.contains(4), "contains 2:", failing.contains(2))

let high = results.indices(where: { $0 > 90 })
print("high:", Array(results[high]))

var combined = failing
combined.formUnion(high)
print("union ranges:", combined.ranges.count)

results.removeSubranges(failing)
print("after removing:", results)

var letters = Array("abcdefghij")
let vowelSpots = letters.indices { "aeiou".contains($0) }
print("vowel spots:", vowelSpots.ranges.map { $0.lowerBound })
letters.removeSubranges(vowelSpots)
print(String(letters))

var set = RangeSet(2..<5)
set.insert(contentsOf: 8..<10)
set.remove(3, within: 0..<20)
print("custom set:", set.ranges.map { [$0.lowerBound, $0.upperBound] })
print("is empty:", set.isEmpty, RangeSet<Int>().isEmpty)

// expect: ranges: ["0..<2", "4..<6", "8..<9"]
// expect: failing scores: [12, 48, 5, 23, 34]
// expect: contains index 4: true contains 2: false
// expect: high: [95, 99]
// expect: union ranges: 3
// expect: after removing: [81, 95, 67, 99]
// expect: vowel spots: [0, 4, 8]
// expect: bcdfghj
// expect: custom set: [[2, 3], [4, 5], [8, 10]]
// expect: is empty: false true
