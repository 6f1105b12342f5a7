// Collections: arrays, slices, sorting, partitioning and chunking
// expected output: swiftc 6.3.1 (Linux), run on this machine
var numbers = Array(1...12)
numbers.removeAll { $0 % 5 == 0 }
print(numbers)

let slice = numbers[3..<7]
print(slice, slice.startIndex, slice.endIndex, Array(slice).startIndex)

var shuffled = [9, 3, 7, 1, 8, 2, 6]
shuffled.sort(by: >)
print(shuffled)
shuffled.swapAt(0, shuffled.count - 1)
print(shuffled.first!, shuffled.last!)

var parts = [5, 12, 3, 18, 7, 10, 1]
let pivot = parts.partition { $0 >= 7 }
print("small: \(parts[..<pivot].sorted()), big: \(parts[pivot...].sorted())")

let chunks = stride(from: 0, to: numbers.count, by: 4).map {
    Array(numbers[$0..<min($0 + 4, numbers.count)])
}
print(chunks)

var grid = Array(repeating: Array(repeating: 0, count: 3), count: 3)
for r in 0..<3 {
    for c in 0..<3 { grid[r][c] = r * 3 + c }
}
let transposed = (0..<3).map { c in grid.map { $0[c] } }
print(transposed)
print(grid.flatMap { $0 }.filter { $0.isMultiple(of: 2) })

let names = ["eve", "bob", "alice", "dan"]
print(names.sorted(), names.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
print(names.firstIndex(of: "alice") ?? -1, names.contains { $0.hasPrefix("d") })
print(names.map(\.count).reduce(0, +), names.allSatisfy { $0.count >= 3 })

var queue = ["a", "b"]
queue.insert("z", at: 0)
queue += ["c", "d"]
queue.replaceSubrange(1...2, with: ["X"])
print(queue, queue.dropFirst(2), queue.prefix(while: { $0 != "c" }))
print(Array(queue.suffix(2).reversed()), queue.min()!, queue.max()!)

for (i, n) in numbers.enumerated() where i % 3 == 0 {
    print("[\(i)]=\(n)", terminator: " ")
}
print()
let pairs = zip(names, [3, 1, 4])
print(pairs.map { "\($0):\($1)" }.joined(separator: ","))
print(numbers.split(whereSeparator: { $0 % 4 == 0 }).map(Array.init))
// expect: [1, 2, 3, 4, 6, 7, 8, 9, 11, 12]
// expect: [4, 6, 7, 8] 3 7 0
// expect: [9, 8, 7, 6, 3, 2, 1]
// expect: 1 9
// expect: small: [1, 3, 5], big: [7, 10, 12, 18]
// expect: [[1, 2, 3, 4], [6, 7, 8, 9], [11, 12]]
// expect: [[0, 3, 6], [1, 4, 7], [2, 5, 8]]
// expect: [0, 2, 4, 6, 8]
// expect: ["alice", "bob", "dan", "eve"] ["bob", "dan", "eve", "alice"]
// expect: 2 true
// expect: 14 true
// expect: ["z", "X", "c", "d"] ["c", "d"] ["z", "X"]
// expect: ["d", "c"] X z
// expect: [0]=1 [3]=4 [6]=8 [9]=12 
// expect: eve:3,bob:1,alice:4
// expect: [[1, 2, 3], [6, 7], [9, 11]]
