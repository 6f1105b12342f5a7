// Compiler test style: split with maxSplits, omittingEmptySubsequences and a predicate
let line = ",a,,b,c,,"
print(line.split(separator: ",").map(String.init))
print(line.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
print(line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map(String.init))
print(line.split(separator: ",", maxSplits: 1).map(String.init))

let words = "  the quick\tbrown  fox "
print(words.split(whereSeparator: { $0 == " " || $0 == "\t" }).count)
print(words.split(separator: " ").map { "[\($0)]" }.joined())

let nums = [1, 0, 2, 3, 0, 0, 4]
let parts = nums.split(separator: 0)
print(parts.map { Array($0) })
print(parts.map { $0.startIndex })
let allParts = nums.split(separator: 0, omittingEmptySubsequences: false)
print(allParts.count, allParts.map { $0.count })

print("".split(separator: ",").count)
print("".split(separator: ",", omittingEmptySubsequences: false).count)
print("abc".split(separator: "x").map(String.init))
// expect: ["a", "b", "c"]
// expect: ["", "a", "", "b", "c", "", ""]
// expect: ["", "a", ",b,c,,"]
// expect: ["a", ",b,c,,"]
// expect: 4
// expect: [the][quick	brown][fox]
// expect: [[1], [2, 3], [4]]
// expect: [0, 2, 6]
// expect: 4 [1, 2, 0, 1]
// expect: 0
// expect: 1
// expect: ["abc"]
