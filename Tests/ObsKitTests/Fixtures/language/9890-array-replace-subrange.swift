// Apple docs style (Array): replaceSubrange, withUnsafeBufferPointer and bulk edits
var nums = [10, 20, 30, 40, 50]
nums.replaceSubrange(1...2, with: repeatElement(1, count: 5))
print("grow:", nums)

nums.replaceSubrange(0..<5, with: [99])
print("shrink:", nums)

nums.replaceSubrange(nums.endIndex..<nums.endIndex, with: [7, 8])
print("append via replace:", nums)

nums.replaceSubrange(1..<1, with: [-1, -2])
print("insert via empty range:", nums)

nums[0..<2] = [0]
print("slice assignment:", nums)

let sum = nums.withUnsafeBufferPointer { buffer -> Int in
    var total = 0
    for value in buffer { total += value }
    return total
}
print("sum via buffer:", sum)

let maxViaBuffer = nums.withUnsafeBufferPointer { $0.max() }
print("max via buffer:", maxViaBuffer ?? 0)

let countViaBuffer = nums.withUnsafeBufferPointer { $0.count }
print("buffer count matches:", countViaBuffer == nums.count)

var grid = Array(repeating: Array(repeating: 0, count: 4), count: 3)
for r in 0..<3 {
    for c in 0..<4 {
        grid[r][c] = r * 4 + c
    }
}
for row in grid {
    print(row.map { String($0) }.joined(separator: "\t"))
}

var matrixRow = grid[1]
matrixRow.replaceSubrange(1..<3, with: [100, 200])
print("modified copy:", matrixRow, "original:", grid[1])

var chars = Array("hello world")
if let space = chars.firstIndex(of: " ") {
    chars.replaceSubrange(space...space, with: Array("_-_"))
}
print("chars:", String(chars))

let zeros = [Int](repeating: 0, count: 3)
let combined = zeros + [1, 2] + zeros
print("combined:", combined, "count:", combined.count)

var doubled = [1, 2, 3]
for i in doubled.indices { doubled[i] *= 2 }
print("doubled in place:", doubled)
print("last index:", doubled.index(before: doubled.endIndex))
// expect: grow: [10, 1, 1, 1, 1, 1, 40, 50]
// expect: shrink: [99, 1, 40, 50]
// expect: append via replace: [99, 1, 40, 50, 7, 8]
// expect: insert via empty range: [99, -1, -2, 1, 40, 50, 7, 8]
// expect: slice assignment: [0, -2, 1, 40, 50, 7, 8]
// expect: sum via buffer: 104
// expect: max via buffer: 50
// expect: buffer count matches: true
// expect: 0	1	2	3
// expect: 4	5	6	7
// expect: 8	9	10	11
// expect: modified copy: [4, 100, 200, 7] original: [4, 5, 6, 7]
// expect: chars: hello_-_world
// expect: combined: [0, 0, 0, 1, 2, 0, 0, 0] count: 8
// expect: doubled in place: [2, 4, 6]
// expect: last index: 2
