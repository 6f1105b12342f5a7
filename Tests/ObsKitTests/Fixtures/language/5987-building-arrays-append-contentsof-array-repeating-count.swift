// Swift stdlib test style (Array APIs): building arrays with append(contentsOf:), Array(repeating:count:), popLast/removeLast/remove(at:), insert(_:at:), indices and element-wise mutation, and copy-on-write value semantics
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[0][1] = 5
grid[1][2] = 7
print(grid)

var stack: [String] = []
stack.append("a")
stack.append(contentsOf: ["b", "c"])
stack.append(contentsOf: "de".map(String.init))
print(stack, stack.count)
print(stack.popLast() as Any, stack.removeLast(), stack)
print(stack.remove(at: 1), stack)
stack.insert("z", at: 0)
stack.insert("y", at: stack.endIndex)
print(stack, stack.first as Any, stack.last as Any)
var empty: [Int] = []
print(empty.popLast() as Any, empty.first as Any, empty.last as Any)

var numbers = [3, 1, 4, 1, 5, 9, 2, 6]
for i in numbers.indices where i % 2 == 0 {
    numbers[i] *= 10
}
print(numbers)
numbers[2...4] = [0, 0]
print(numbers, numbers.count)
numbers[..<2] = []
print(numbers)

let original = [1, 2, 3]
var copy = original
copy.append(4)
copy[0] = 100
print(original, copy)

var matrix = [[1, 2], [3, 4]]
var row = matrix[0]
row.append(99)
print(matrix, row)
matrix[1].append(5)
print(matrix, matrix.map(\.count))

var sorted = [5, 2, 8]
sorted.sort()
let position = sorted.firstIndex { $0 > 4 } ?? sorted.endIndex
sorted.insert(4, at: position)
print(sorted)
print(sorted == [2, 4, 5, 8], sorted != [2, 4, 5], [Int]() == [])
print(Array(1...3) + [4] + Array(repeating: 0, count: 2))
var combined = [1]
combined += [2, 3]
combined += combined
print(combined, combined.capacity >= combined.count)
print([["a"], ["b", "c"]].reduce([], +), Array("hey"), Array([1, 2].reversed()))

// expect: [[0, 5, 0], [0, 0, 7]]
// expect: ["a", "b", "c", "d", "e"] 5
// expect: Optional("e") d ["a", "b", "c"]
// expect: b ["a", "c"]
// expect: ["z", "a", "c", "y"] Optional("z") Optional("y")
// expect: nil nil nil
// expect: [30, 1, 40, 1, 50, 9, 20, 6]
// expect: [30, 1, 0, 0, 9, 20, 6] 7
// expect: [0, 0, 9, 20, 6]
// expect: [1, 2, 3] [100, 2, 3, 4]
// expect: [[1, 2], [3, 4]] [1, 2, 99]
// expect: [[1, 2], [3, 4, 5]] [2, 3]
// expect: [2, 4, 5, 8]
// expect: true true true
// expect: [1, 2, 3, 4, 0, 0]
// expect: [1, 2, 3, 1, 2, 3] true
// expect: ["a", "b", "c"] ["h", "e", "y"] [2, 1]
