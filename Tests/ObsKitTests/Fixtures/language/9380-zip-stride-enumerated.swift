// zip, stride(from:to:by:) and stride(from:through:by:), enumerated, indices, combined iteration
// expected output: swiftc 6.3.1 (Linux), run on this machine
let names = ["ann", "bo", "cy", "dee"]
let scores = [90, 75, 82]
print(Array(zip(names, scores)).map { "\($0)=\($1)" }, zip(names, scores).underestimatedCount)
print(Dictionary(uniqueKeysWithValues: zip(names, scores)).sorted { $0.value > $1.value }.map(\.key))
let (ns, ss) = (zip(names, scores).map(\.0), zip(names, scores).map(\.1))
print(ns, ss)
print(zip(1..., "abc").map { "\($0)\($1)" }, zip([1, 2, 3], [1, 5, 3]).filter { $0 == $1 }.count)
let xs = [1, 4, 9, 16, 25]
print(zip(xs, xs.dropFirst()).map { $1 - $0 }, zip(xs, xs.dropFirst(2)).map { $0 + $1 })

print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 10, to: 0, by: -4)), Array(stride(from: 10, through: 0, by: -5)), Array(stride(from: 1, to: 1, by: 1)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)), Array(stride(from: 1.0, to: 0.0, by: -0.3)))
print(Array(stride(from: 0.0, through: 0.3, by: 0.1)), Array(stride(from: 0, to: 5, by: 10)))
let chars = Array("abcdefgh")
print(stride(from: 0, to: chars.count, by: 2).map { String(chars[$0..<min($0 + 2, chars.count)]) })

for (i, n) in names.enumerated() where i % 2 == 0 { print("even slot", i, n) }
let slice = names[1...]
print(slice.enumerated().map { "\($0.offset):\($0.element)" }, zip(slice.indices, slice).map { "\($0):\($1)" })
print(names.enumerated().filter { $0.element.count == 2 }.map(\.offset), names.enumerated().reversed().map(\.offset))
print(Array(names.enumerated()).last!.element, names.indices.map { names[$0].count })
let best = scores.enumerated().max { $0.element < $1.element }!
print("best at", best.offset, "score", best.element)

var grid = [[Int]](repeating: [Int](repeating: 0, count: 4), count: 3)
for (r, row) in grid.enumerated() {
    for c in row.indices { grid[r][c] = r * 10 + c }
}
print(grid)
let transposed = (0..<4).map { c in grid.map { $0[c] } }
print(transposed)
let diagonals = zip(grid.indices, grid.indices).map { grid[$0][$1] }
print(diagonals)

let a = [1, 2, 3], b = ["x", "y", "z"], c = [true, false, true]
for (n, (s, f)) in zip(a, zip(b, c)) { print(n, s, f) }
var running = 0
let prefixSums = xs.map { running += $0; return running }
print(prefixSums, zip(prefixSums, xs).allSatisfy { $0 >= $1 })
let weeks = stride(from: 1, through: 28, by: 7).map { "day \($0)" }
print(weeks, (1...3).flatMap { i in (1...i).map { _ in i } })
print(Array(repeating: "ab", count: 3).enumerated().map { "\($0)\($1)" }.joined(separator: "|"))

// expect: ["ann=90", "bo=75", "cy=82"] 3
// expect: ["ann", "cy", "bo"]
// expect: ["ann", "bo", "cy"] [90, 75, 82]
// expect: ["1a", "2b", "3c"] 2
// expect: [3, 5, 7, 9] [10, 20, 34]
// expect: [0, 3, 6, 9] [0, 3, 6, 9]
// expect: [10, 6, 2] [10, 5, 0] []
// expect: [0.0, 0.25, 0.5, 0.75, 1.0] [1.0, 0.7, 0.4, 0.10000000000000003]
// expect: [0.0, 0.1, 0.2] [0]
// expect: ["ab", "cd", "ef", "gh"]
// expect: even slot 0 ann
// expect: even slot 2 cy
// expect: ["0:bo", "1:cy", "2:dee"] ["1:bo", "2:cy", "3:dee"]
// expect: [1, 2] [3, 2, 1, 0]
// expect: dee [3, 2, 2, 3]
// expect: best at 0 score 90
// expect: [[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]
// expect: [[0, 10, 20], [1, 11, 21], [2, 12, 22], [3, 13, 23]]
// expect: [0, 11, 22]
// expect: 1 x true
// expect: 2 y false
// expect: 3 z true
// expect: [1, 5, 14, 30, 55] true
// expect: ["day 1", "day 8", "day 15", "day 22"] [1, 2, 2, 3, 3, 3]
// expect: 0ab|1ab|2ab
