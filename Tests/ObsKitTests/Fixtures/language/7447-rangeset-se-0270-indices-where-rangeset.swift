// Swift Evolution style (RangeSet): SE-0270 indices(where:), RangeSet operations and discontiguous slices
// known-gap: `RangeSet` and the SE-0270 collection methods (`indices(where:)`, `removeSubranges`, subscripting by a RangeSet) are not provided
var temperatures = [12, 18, 25, 31, 29, 17, 33, 35, 22, 30]

let hot = temperatures.indices(where: { $0 >= 29 })
print(hot.ranges)
print(hot.ranges.count, "runs")
print(Array(temperatures[hot]))

let cold = temperatures.indices(where: { $0 < 20 })
print(Array(temperatures[cold]))
print(hot.isDisjoint(cold))

var mild = RangeSet(temperatures.indices)
mild.subtract(hot)
mild.subtract(cold)
print(mild.ranges, Array(temperatures[mild]))

let firstHalf = RangeSet(0..<5)
let hotEarly = hot.intersection(firstHalf)
print(hotEarly.ranges, hotEarly.contains(3), hotEarly.contains(6))

var flagged = RangeSet<Int>()
flagged.insert(contentsOf: 2..<4)
flagged.insert(8, within: temperatures)
flagged.insert(contentsOf: 4..<6)
print(flagged.ranges, flagged.isEmpty)

let union = cold.union(flagged)
print(union.ranges)

let slice = temperatures[hot]
print(slice.count, slice.first ?? -1, slice.max() ?? -1)

temperatures.removeSubranges(cold)
print(temperatures)

let letters = Array("abracadabra")
let aIndices = letters.indices(of: "a")
print(aIndices.ranges.count, String(letters[aIndices]))
var moved = letters
let range = moved.moveSubranges(aIndices, to: moved.endIndex)
print(String(moved), range)
// expect: [Range(3..<5), Range(6..<8), Range(9..<10)]
// expect: 3 runs
// expect: [31, 29, 33, 35, 30]
// expect: [12, 18, 17]
// expect: true
// expect: [Range(2..<3), Range(8..<9)] [25, 22]
// expect: [Range(3..<5)] true false
// expect: [Range(2..<6), Range(8..<9)] false
// expect: [Range(0..<6), Range(8..<9)]
// expect: 5 31 35
// expect: [25, 31, 29, 33, 35, 22, 30]
// expect: 5 aaaaa
// expect: brcdbraaaaa 6..<11
