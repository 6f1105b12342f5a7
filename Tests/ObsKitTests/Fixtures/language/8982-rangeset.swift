// Swift Evolution style (SE-0270 RangeSet and discontiguous collection operations): editing a task list
// known-gap: error: 8982-rangeset.swift:6:13: error: cannot call value of non-function type 'Range<Int>'
var tasks = ["write spec", "review PR", "fix bug 12", "lunch", "fix bug 40", "deploy", "fix typo"]

// indices(where:) returns a RangeSet of every matching position
let fixes = tasks.indices(where: { $0.hasPrefix("fix") })
print("fix ranges:", fixes.ranges.map { "\($0.lowerBound)..<\($0.upperBound)" })
print("contains index 4:", fixes.contains(4), "index 5:", fixes.contains(5))

// Subscripting with a RangeSet gives a DiscontiguousSlice
let fixTitles = tasks[fixes]
print("fix tasks:", Array(fixTitles))
print("fix count:", fixTitles.count)

// Moving all matches to the front, keeping relative order
var reordered = tasks
let newRange = reordered.moveSubranges(fixes, to: 0)
print(reordered)
print("moved block:", newRange)

// Removing every matching element in one pass
tasks.removeSubranges(fixes)
print("remaining:", tasks)

// Building RangeSets by hand and combining them
var selection = RangeSet(0..<3)
selection.insert(contentsOf: 5..<7)
selection.insert(7, within: 0..<10)
print("selection ranges:", selection.ranges.count)
for r in selection.ranges {
    print(" ", r)
}

let other = RangeSet([2..<6])
print("union:", selection.union(other).ranges.map { "\($0)" })
print("intersection:", selection.intersection(other).ranges.map { "\($0)" })
print("subtracting:", selection.subtracting(other).ranges.map { "\($0)" })
print("is empty:", selection.isEmpty, RangeSet<Int>().isEmpty)

// indices(of:) for Equatable elements
let letters = Array("abracadabra")
let aPositions = letters.indices(of: "a")
print("a at:", aPositions.ranges.map { $0.lowerBound })
print("non-a letters:", String(letters[RangeSet(letters.indices).subtracting(aPositions)]))

// Removing elements selected by a predicate
var scores = [12, 45, 7, 88, 3, 61, 29]
let low = scores.indices { $0 < 20 }
scores.removeSubranges(low)
print("scores >= 20:", scores)

// expect: fix ranges: ["2..<3", "4..<5", "6..<7"]
// expect: contains index 4: true index 5: false
// expect: fix tasks: ["fix bug 12", "fix bug 40", "fix typo"]
// expect: fix count: 3
// expect: ["fix bug 12", "fix bug 40", "fix typo", "write spec", "review PR", "lunch", "deploy"]
// expect: moved block: 0..<3
// expect: remaining: ["write spec", "review PR", "lunch", "deploy"]
// expect: selection ranges: 2
// expect:   0..<3
// expect:   5..<8
// expect: union: ["0..<8"]
// expect: intersection: ["2..<3", "5..<6"]
// expect: subtracting: ["0..<2", "6..<8"]
// expect: is empty: false true
// expect: a at: [0, 3, 5, 7, 10]
// expect: non-a letters: brcdbr
// expect: scores >= 20: [45, 88, 61, 29]
