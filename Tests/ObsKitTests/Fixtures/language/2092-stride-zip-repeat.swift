// Compiler test style: stride(from:to:by:), stride(through:), zip and repeatElement
print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 10, to: 0, by: -4)))
print(Array(stride(from: 10, through: 0, by: -5)))
print(Array(stride(from: 5, to: 5, by: 1)), Array(stride(from: 5, through: 5, by: 1)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 1, to: 2, by: -1)))

let names = ["a", "b", "c", "d"]
let nums = [1, 2, 3]
for (n, i) in zip(names, nums) {
    print(n, i, terminator: "; ")
}
print()
print(Array(zip(nums, nums.dropFirst())).map { $0.1 - $0.0 })
let dict = Dictionary(uniqueKeysWithValues: zip(names, 100...))
print(dict.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
print(zip(1..., "xyz").map { "\($0)\($1)" }.joined())
let z = zip([1, 2], ["p", "q", "r"])
print(z.underestimatedCount)

let rep = repeatElement("ab", count: 3)
print(Array(rep), rep.count, rep.joined(separator: "-"))
print(Array(repeatElement(0, count: 0)))
print(Array(repeating: [1], count: 2))
var grid = Array(repeating: Array(repeating: ".", count: 3), count: 2)
grid[1][2] = "#"
for row in grid { print(row.joined()) }

var total = 0
for i in stride(from: 1, through: 99, by: 2) { total += i }
print("sum of odd 1...99:", total)
let evens = stride(from: 0, to: 20, by: 2)
print(evens.contains(8), evens.contains(9), evens.reversed().first ?? -1)

// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [10, 6, 2]
// expect: [10, 5, 0]
// expect: [] [5]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: []
// expect: a 1; b 2; c 3; 
// expect: [1, 1]
// expect: ["a:100", "b:101", "c:102", "d:103"]
// expect: 1x2y3z
// expect: 2
// expect: ["ab", "ab", "ab"] 3 ab-ab-ab
// expect: []
// expect: [[1], [1]]
// expect: ...
// expect: ..#
// expect: sum of odd 1...99: 2500
// expect: true false 18
