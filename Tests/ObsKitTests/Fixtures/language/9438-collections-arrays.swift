// Arrays: creation, access, mutation, iteration and common algorithms (expected output from swiftc 6.3.1 on Linux)
var playlist: [String] = []
print("empty:", playlist.isEmpty, playlist.count)
playlist.append("Blue Train")
playlist += ["So What", "Take Five"]
print(playlist)

let zeros = Array(repeating: 0, count: 4)
let ones = [Int](repeating: 1, count: 2)
print(zeros + ones)

print(playlist[0], playlist.first ?? "-", playlist.last ?? "-")
playlist[1] = "Freddie Freeloader"
playlist.insert("Naima", at: 0)
print(playlist)
playlist[1...2] = ["Giant Steps"]
print(playlist)
let removed = playlist.remove(at: 1)
print("removed \(removed), now \(playlist)")
let lastOne = playlist.removeLast()
print("popped \(lastOne), count \(playlist.count)")

var numbers = [5, 3, 9, 1, 7, 3]
for (index, value) in numbers.enumerated() where value > 4 {
    print("#\(index): \(value)")
}
print("sorted:", numbers.sorted(), "desc:", numbers.sorted(by: >))
numbers.sort()
print("in place:", numbers)
print("contains 9:", numbers.contains(9), "index of 7:", numbers.firstIndex(of: 7) ?? -1)
print("min/max:", numbers.min()!, numbers.max()!)
print("sum:", numbers.reduce(0, +))
print("doubled:", numbers.map { $0 * 2 })
print("odd:", numbers.filter { $0 % 2 == 1 })
print("strings:", numbers.compactMap { $0 > 4 ? "n\($0)" : nil })
print("reversed:", Array(numbers.reversed()))
print("prefix/suffix:", Array(numbers.prefix(2)), Array(numbers.suffix(2)))
numbers.removeAll { $0 == 3 }
print("without 3:", numbers)

var grid = [[Int]](repeating: [Int](repeating: 0, count: 3), count: 2)
grid[1][2] = 8
grid[0][0] = 4
print(grid)
let flat = grid.flatMap { $0 }
print(flat, flat.allSatisfy { $0 >= 0 })
let chunks = stride(from: 0, to: 7, by: 3).map { Array(0..<7)[$0..<min($0 + 3, 7)] }
print(chunks)
let zipped = zip(["x", "y", "z"], [10, 20])
print(zipped.map { "\($0)=\($1)" })

var copyA = [1, 2, 3]
let copyB = copyA
copyA.append(4)
print(copyA, copyB)
print(["b", "a", "c"].sorted().joined(), [3, 1, 2].lastIndex(where: { $0 < 3 }) ?? -1)
let partitioned = [1, 2, 3, 4, 5, 6].split(whereSeparator: { $0 == 3 })
print(partitioned.map(Array.init))

// expect: empty: true 0
// expect: ["Blue Train", "So What", "Take Five"]
// expect: [0, 0, 0, 0, 1, 1]
// expect: Blue Train Blue Train Take Five
// expect: ["Naima", "Blue Train", "Freddie Freeloader", "Take Five"]
// expect: ["Naima", "Giant Steps", "Take Five"]
// expect: removed Giant Steps, now ["Naima", "Take Five"]
// expect: popped Take Five, count 1
// expect: #0: 5
// expect: #2: 9
// expect: #4: 7
// expect: sorted: [1, 3, 3, 5, 7, 9] desc: [9, 7, 5, 3, 3, 1]
// expect: in place: [1, 3, 3, 5, 7, 9]
// expect: contains 9: true index of 7: 4
// expect: min/max: 1 9
// expect: sum: 28
// expect: doubled: [2, 6, 6, 10, 14, 18]
// expect: odd: [1, 3, 3, 5, 7, 9]
// expect: strings: ["n5", "n7", "n9"]
// expect: reversed: [9, 7, 5, 3, 3, 1]
// expect: prefix/suffix: [1, 3] [7, 9]
// expect: without 3: [1, 5, 7, 9]
// expect: [[4, 0, 0], [0, 0, 8]]
// expect: [4, 0, 0, 0, 0, 8] true
// expect: [ArraySlice([0, 1, 2]), ArraySlice([3, 4, 5]), ArraySlice([6])]
// expect: ["x=10", "y=20"]
// expect: [1, 2, 3, 4] [1, 2, 3]
// expect: abc 2
// expect: [[1, 2], [4, 5, 6]]
