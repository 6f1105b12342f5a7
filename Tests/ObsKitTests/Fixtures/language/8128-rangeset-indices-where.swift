// Swift Evolution style: SE-0270 RangeSet with indices(where:), subscripting discontiguous elements and removeSubranges
// known-gap: error: 8128-rangeset-indices-where.swift:5:15: error: cannot call value of non-function type 'Range<Int>'
var temperatures = [12, 25, 31, 18, 33, 35, 20, 29, 40]

let hotDays = temperatures.indices(where: { $0 > 28 })
print("hot day ranges: \(hotDays.ranges)")
print("hot values: \(Array(temperatures[hotDays]))")
print("hot count: \(hotDays.ranges.reduce(0) { $0 + $1.count })")
print("contains index 4: \(hotDays.contains(4)), index 3: \(hotDays.contains(3))")

let evenIndices = RangeSet(stride(from: 0, to: temperatures.count, by: 2).map { $0..<($0 + 1) })
print("even index ranges: \(evenIndices.ranges.count)")
let hotAndEven = hotDays.intersection(evenIndices)
print("hot at even index: \(Array(temperatures[hotAndEven]))")

var cooled = temperatures
cooled.removeSubranges(hotDays)
print("without hot days: \(cooled)")

let letters = Array("swift evolution")
let vowelIndices = letters.indices(where: { "aeiou".contains($0) })
print(String(letters[vowelIndices]))

var tasks = ["write", "TEST", "ship", "REVIEW", "rest"]
let urgent = tasks.indices(where: { $0 == $0.uppercased() })
tasks.moveSubranges(urgent, to: 0)
print(tasks)

let firstIndexOfZero = [3, 0, 5, 0].indices(of: 0)
print(firstIndexOfZero.ranges)

var ranges = RangeSet<Int>()
ranges.insert(contentsOf: 1..<4)
ranges.insert(contentsOf: 3..<6)
ranges.insert(contentsOf: 10..<12)
print(ranges.ranges, ranges.isEmpty)

// expect: hot day ranges: [Range(2..<3), Range(4..<6), Range(7..<9)]
// expect: hot values: [31, 33, 35, 29, 40]
// expect: hot count: 5
// expect: contains index 4: true, index 3: false
// expect: even index ranges: 5
// expect: hot at even index: [31, 33, 40]
// expect: without hot days: [12, 25, 18, 20]
// expect: ieouio
// expect: ["TEST", "REVIEW", "write", "ship", "rest"]
// expect: [Range(1..<2), Range(3..<4)]
// expect: [Range(1..<6), Range(10..<12)] false
