// Array mutation APIs: repeating, swapAt, removeAll(where:), insert(contentsOf:at:), replaceSubrange, arrays of arrays
var a = Array(repeating: 0, count: 5)
a[2] = 7
print(a)
var grid = Array(repeating: Array(repeating: ".", count: 3), count: 2)
grid[0][1] = "#"
grid[1].append("+")
print(grid, grid.map(\.count))
var nums = Array(1...10)
nums.removeAll { $0 % 3 == 0 }
print(nums)
nums.swapAt(0, nums.count - 1)
nums.swapAt(2, 2)
print(nums)
nums.insert(contentsOf: [100, 200], at: 1)
print(nums)
nums.insert(-1, at: nums.endIndex)
nums.replaceSubrange(2..<5, with: [0])
print(nums)
let removed = nums.remove(at: 1)
print(removed, nums.removeFirst(), nums.removeLast(), nums)
nums.removeFirst(2)
nums.removeLast(1)
print(nums)
nums.append(contentsOf: stride(from: 50, to: 20, by: -10))
print(nums, nums.firstIndex(where: { $0 > 20 }) as Any, nums.lastIndex(where: { $0 < 40 }) as Any)
print(nums.firstIndex(of: 999) as Any, nums.lastIndex(of: 40) as Any)
nums.reverse()
print(nums)
var copy = nums
copy.removeAll()
print(copy, copy.isEmpty, nums.count)
var keep = [3, 1, 4, 1, 5, 9, 2, 6]
keep.removeSubrange(..<2)
keep.sort(by: >)
print(keep, keep.partition { $0 < 5 }, keep)
var tri: [[Int]] = []
for row in 0..<5 {
    var r = Array(repeating: 1, count: row + 1)
    if row > 1 { for i in 1..<row { r[i] = tri[row - 1][i - 1] + tri[row - 1][i] } }
    tri.append(r)
}
print(tri.last!, tri.flatMap { $0 }.count)
var matrix = [[1, 2, 3], [4, 5, 6]]
for i in matrix.indices { for j in matrix[i].indices { matrix[i][j] *= (i + 1) } }
print(matrix)
let transposed = (0..<3).map { c in matrix.map { $0[c] } }
print(transposed)
var shuffledDeterministic = Array(0..<6)
for i in stride(from: shuffledDeterministic.count - 1, to: 0, by: -2) { shuffledDeterministic.swapAt(i, i - 1) }
print(shuffledDeterministic)
var emptyArr: [String] = []
print(emptyArr.popLast() as Any, emptyArr.first as Any)
emptyArr += ["x"]
emptyArr[0...0] = ["y", "z"]
print(emptyArr, emptyArr.capacity >= 2)

// expect: [0, 0, 7, 0, 0]
// expect: [[".", "#", "."], [".", ".", ".", "+"]] [3, 4]
// expect: [1, 2, 4, 5, 7, 8, 10]
// expect: [10, 2, 4, 5, 7, 8, 1]
// expect: [10, 100, 200, 2, 4, 5, 7, 8, 1]
// expect: [10, 100, 0, 5, 7, 8, 1, -1]
// expect: 100 10 -1 [0, 5, 7, 8, 1]
// expect: [7, 8]
// expect: [7, 8, 50, 40, 30] Optional(2) Optional(4)
// expect: nil Optional(3)
// expect: [30, 40, 50, 8, 7]
// expect: [] true 5
// expect: [9, 6, 5, 4, 2, 1] 3 [9, 6, 5, 4, 2, 1]
// expect: [1, 4, 6, 4, 1] 15
// expect: [[1, 2, 3], [8, 10, 12]]
// expect: [[1, 8], [2, 10], [3, 12]]
// expect: [1, 0, 3, 2, 5, 4]
// expect: nil nil
// expect: ["y", "z"] true
