// Compiler test style: split(separator:maxSplits:omittingEmptySubsequences:) and joined(separator:)
let line = "a,b,,c,,,d,"
print(line.split(separator: ",").map(String.init))
print(line.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
print(line.split(separator: ",", maxSplits: 2).map(String.init))
print(line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map(String.init))
print(line.split(separator: ",", maxSplits: 0).map(String.init))
print("".split(separator: ",").count)
print("".split(separator: ",", omittingEmptySubsequences: false).count)
print("  spaced   out words ".split(whereSeparator: { $0 == " " }).joined(separator: "|"))

let nums = [1, 2, 0, 3, 0, 0, 4]
let parts = nums.split(separator: 0)
print(parts.count, parts.map { Array($0) })
let parts2 = nums.split(separator: 0, omittingEmptySubsequences: false)
print(parts2.map { $0.count })
print(nums.split(maxSplits: 1, whereSeparator: { $0 == 0 }).map { Array($0) })

let nested = [[1, 2], [3], [], [4, 5]]
print(Array(nested.joined()))
print(Array(nested.joined(separator: [0])))
print(["x", "y", "z"].joined())
print(["x", "y", "z"].joined(separator: ", "))
print([String]().joined(separator: "-").isEmpty)
print(["one"].joined(separator: "-"))

// expect: ["a", "b", "c", "d"]
// expect: ["a", "b", "", "c", "", "", "d", ""]
// expect: ["a", "b", ",c,,,d,"]
// expect: ["a", "b", ",c,,,d,"]
// expect: ["a,b,,c,,,d,"]
// expect: 0
// expect: 1
// expect: spaced|out|words
// expect: 3 [[1, 2], [3], [4]]
// expect: [2, 1, 0, 1]
// expect: [[1, 2], [3, 0, 0, 4]]
// expect: [1, 2, 3, 4, 5]
// expect: [1, 2, 0, 3, 0, 0, 4, 5]
// expect: xyz
// expect: x, y, z
// expect: true
// expect: one
